import { useState } from "react";
import { Modal } from "#app/components/Modal.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import { dayRangeText } from "./DeliverySection.tsx";
import type { ProductPageData } from "./product-page.server.ts";

/** The chosen variant's availability: shipping time, its state, and the stores' table. */
export function Availability({ data }: { data: ProductPageData }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { state, shipping, storeRows, expressPickupHref } = data.availability;
  if (data.selectedId <= 0 || !data.shown || !state) return null;
  return (
    <section className="availability" aria-label={t("product.availabilityTitle")}>
      {shipping?.days ? (
        <p className={`availability__shipping availability__shipping--${shipping.icon}`}>
          <span className="availability__icon" aria-hidden="true" />
          {t("product.shipsIn", { days: dayRangeText(shipping.days) })}
        </p>
      ) : null}
      <AvailabilityMessage state={state} blockedText={data.availability.blockedText} />
      {storeRows.length > 0 ? (
        <>
          {/* Before JavaScript the link leads to the same table further down the page. */}
          <a
            className="availability__stores-link"
            href="#store-availability"
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
          >
            {t("product.storeAvailability")}
          </a>
          <Modal open={open} onClose={() => setOpen(false)} title={t("product.storeAvailability")} closeLabel={t("shell.close")} size="small">
            <StoreTable rows={storeRows} expressPickupHref={expressPickupHref} />
          </Modal>
        </>
      ) : null}
    </section>
  );
}

/** The one message of the variant's availability state (core/product/availability.ts availabilityState). */
function AvailabilityMessage({ state, blockedText }: { state: NonNullable<ProductPageData["availability"]["state"]>; blockedText: string | null }) {
  const t = useT();
  switch (state.kind) {
    case "in-stock":
      return <p className="availability__state">{t("product.inStockOnline")}</p>;
    case "in-web-store":
      return <p className="availability__state">{t("product.onlyWebstore")}</p>;
    case "in-stores":
      return (
        <p className="availability__state">
          {state.stores.length === 1 ? t("product.onlyOneStore", { store: state.stores[0]! }) : t("product.storeList", { count: state.stores.length })}
        </p>
      );
    case "to-order":
      return <p className="availability__state">{t("product.availableToOrder")}</p>;
    case "blocked":
      // The shop's own wording (general setting) names the stores where it can still be bought there.
      return (
        <p className="availability__state availability__blocked">
          {state.stores.length > 0 ? `${blockedText ?? t("product.blockedStock")} ${state.stores.join(", ")}` : t("product.blockedOnline")}
        </p>
      );
    case "incoming":
    case "sold-out":
      return <p className="availability__state availability__sold-out">{t("product.soldOut")}</p>;
  }
}

const STORE_ICON_TEXT = { check: "product.storeInStock", circle: "product.storeOrderable", minus: "product.storeNone" } as const;

/**
 * The availability table: per store its mark and state, the pieces it holds, a link to the
 * store's page where store pages exist, and which stores hand the order out as an express pickup.
 */
export function StoreTable({ rows, expressPickupHref }: { rows: ProductPageData["availability"]["storeRows"]; expressPickupHref: string | null }) {
  const t = useT();
  return (
    <>
      <ul className="store-table">
        {rows.map((row) => {
          const name = row.staff ? `${row.name} (${row.id})` : row.name;
          return (
            <li key={row.id} className="store-table__row" data-store={row.id}>
              <span className={`store-icon store-icon--${row.icon}`} aria-hidden="true" />
              <span className="store-table__name">
                {row.href ? <ShopLink to={row.href}>{name}</ShopLink> : name}
                {row.expressPickup ? <span className="store-table__express">{t("product.expressPickup")}</span> : null}
              </span>
              <span className="store-table__state">{row.storeOnly ? t("product.storeOnly") : t(STORE_ICON_TEXT[row.icon])}</span>
              {row.pieces ? (
                <span
                  className="store-table__pieces"
                  title={row.staff?.shelfCode ? t("product.staffShelfCode", { code: row.staff.shelfCode }) : undefined}
                >
                  {row.pieces.more ? t("product.piecesMore", { count: row.pieces.count }) : t("product.pieces", { count: row.pieces.count })}
                  {row.staff?.shelfCode ? <span className="visually-hidden">{`, ${t("product.staffShelfCode", { code: row.staff.shelfCode })}`}</span> : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {expressPickupHref ? (
        <p className="store-table__info">
          <ShopLink to={expressPickupHref}>{t("product.expressPickupInfo")}</ShopLink>
        </p>
      ) : null}
    </>
  );
}
