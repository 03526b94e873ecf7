import { useSyncExternalStore } from "react";

import { CartIcon } from "#app/components/icons/Icons.tsx";
import { pathFor } from "#i18n/routes.ts";
import { readCartCount, subscribeCartChanges } from "./cart-count.ts";
import { useLang, useT } from "./ShellContext.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";

const serverCount = () => 0;
const clientCount = () => readCartCount();

/** The cart link with its item count: 0 from the server, the stored cart's count after hydration. */
export function CartLink() {
  const t = useT();
  const lang = useLang();
  const count = useSyncExternalStore(subscribeCartChanges, clientCount, serverCount);
  return (
    <ShopLink className="header-action header-action--cart" to={pathFor("checkout", lang)} aria-label={t("shell.cartWithCount", { count })}>
      <span className="header-action__icon">
        <CartIcon />
        <span className={count > 0 ? "cart-count cart-count--filled" : "cart-count"} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      </span>
      <span className="header-action__label">{t("shell.cart")}</span>
    </ShopLink>
  );
}
