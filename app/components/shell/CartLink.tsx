import { useSyncExternalStore } from "react";

import { CartIcon } from "#app/components/icons/Icons.tsx";
import { pathFor } from "#i18n/routes.ts";
import { readCartCount, subscribeCartChanges } from "../../lib/cart-count.ts";
import { useLang, useT } from "./ShellContext.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";

const serverCount = () => 0;
const clientCount = () => readCartCount();

/**
 * The cart link with its item count: 0 from the server, the stored cart's count after hydration.
 * Its name is its content in the order it is seen, the label and then the count ("Shopping cart 2
 * products"), so it holds every word shown and speech input finds it by its label. The badge's bare
 * number is hidden from assistive technology; the number with its unit, read after it, stands in for it.
 */
export function CartLink() {
  const t = useT();
  const lang = useLang();
  const count = useSyncExternalStore(subscribeCartChanges, clientCount, serverCount);
  return (
    <ShopLink className="header-action header-action--cart" to={pathFor("checkout", lang)}>
      {/* The label comes first in the document, so the visible text reads "Shopping cart 2" as the name
          does; the icon with its badge is drawn above it all the same (shell.css). */}
      <span className="header-action__label">{t("shell.cart")}</span>{" "}
      <span className="header-action__icon">
        <CartIcon />
        <span className={count > 0 ? "cart-count cart-count--filled" : "cart-count"} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      </span>
      <span className="visually-hidden">{t("shell.cartCount", { count })}</span>
    </ShopLink>
  );
}
