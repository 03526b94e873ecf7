import { useState } from "react";
import { HeartIcon } from "#app/components/icons/Icons.tsx";
import { useShopNavigate } from "#app/components/ShopLink.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { toggleWishlist, useCustomer } from "#app/lib/customer-store.ts";
import { showToast } from "#app/lib/toasts.ts";
import { pathFor } from "#i18n/routes.ts";

/** The codes shown when a toggle fails, on the product page and on a card. */
const FAILURE_CODE = { page: 9424, card: 4381 } as const;

/**
 * The wishlist heart: on product pages for signed-in customers, on cards for
 * everybody. Filled, and named "Remove … from wishlist", when the model is on the customer's list; a press toggles it. A guest (or a session that
 * ended) gets 'Adding to wishlist requires login' and goes to log in, coming back here afterwards.
 */
export function WishlistButton({ modelId, name, place, initial = false }: { modelId: number; name: string; place: "page" | "card"; initial?: boolean }) {
  const t = useT();
  const lang = useLang();
  const navigate = useShopNavigate();
  const customer = useCustomer();
  const [busy, setBusy] = useState(false);
  const listed = customer.status === "signed-in" ? customer.wishlist.has(modelId) : initial;

  const onClick = async () => {
    setBusy(true);
    const outcome = await toggleWishlist(modelId);
    setBusy(false);
    switch (outcome.kind) {
      case "added":
        showToast(t("product.wishlistAdded"), { kind: "success" });
        break;
      case "removed":
        showToast(t("product.wishlistRemoved"), { kind: "info" });
        break;
      case "login": {
        showToast(outcome.message || t("product.wishlistNeedsLogin"), { kind: "info" });
        const here = `${window.location.pathname}${window.location.search}`;
        navigate(`${pathFor("accounts.login", lang)}?next=${encodeURIComponent(here)}`);
        break;
      }
      case "failed":
        showToast(t("errors.unexpectedError", { code: FAILURE_CODE[place] }), { kind: "error" });
        break;
    }
  };

  // The name says what a press does, and so whether the model is listed: a pressed state beside it would say it twice.
  return (
    <button
      type="button"
      className={`wishlist-button wishlist-button--${place}${listed ? " wishlist-button--listed" : ""}`}
      aria-label={t(listed ? "product.wishlistRemove" : "product.wishlistAdd", { name })}
      disabled={busy}
      onClick={() => void onClick()}
    >
      <HeartIcon size={place === "page" ? 24 : 20} />
    </button>
  );
}
