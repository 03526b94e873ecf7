import { CheckIcon, UserIcon } from "#app/components/icons/Icons.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useCustomer } from "#app/lib/customer-store.ts";
import { pathFor } from "#i18n/routes.ts";
import { useLang, useShellData, useT } from "./ShellContext.tsx";

/**
 * The header's account link: "Log in" for a guest, "My account" with a check on the figure for a signed-in
 * customer. A page rendered for the request knows from the shell's data; a page kept for everybody shows the
 * guest's link until the customer store has asked (decision 0021), then the customer's. The visible words are
 * the link's whole name, so what is read out is what is seen.
 */
export function AccountLink() {
  const t = useT();
  const lang = useLang();
  const shell = useShellData();
  const customer = useCustomer();
  // "unknown" on the server and while hydrating: the shell's answer, so the first paint matches the server's HTML.
  const signedIn = customer.status === "unknown" ? shell?.signedIn === true : customer.status === "signed-in";
  return (
    <ShopLink className={signedIn ? "header-action header-action--signed-in" : "header-action"} to={pathFor("accounts", lang)}>
      <span className="header-action__icon">
        <UserIcon />
        {signedIn ? (
          <span className="account-mark" aria-hidden="true">
            <CheckIcon size={12} />
          </span>
        ) : null}
      </span>
      <span className="header-action__label">{t(signedIn ? "shell.account" : "shell.logIn")}</span>
    </ShopLink>
  );
}
