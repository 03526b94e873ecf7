import type { ComplaintView } from "#core/after-sales/returns-service.server.ts";
import { formatPrice } from "#core/money/format-price.ts";
import type { MessageKey } from "#i18n/messages.ts";
import { useLang, useT } from "../shell/ShellContext.tsx";

/** A case's rows and history as both the shopper's and the staff's page show them (dates already formatted). */
export interface CaseRowView {
  name: string;
  variantName: string;
  amount: number;
  reason: string;
  exchangeVariantName: string | null;
  heldUntil: string | null;
}

export interface CaseEventView {
  at: string;
  action: string;
  message: string;
  /** The pictures sent with the step (a complaint's, an answer's). */
  pictures: readonly string[];
  /** The staff member who took the step; shown on the staff's page only. */
  by?: string | null;
}

export function CaseRows({ rows }: { rows: readonly CaseRowView[] }) {
  const t = useT();
  return (
    <ul className="returns__rows">
      {rows.map((row, index) => (
        <li key={index} className="returns__row">
          <p className="returns__product">
            <span className="returns__name">
              {row.amount} × {row.name}
            </span>
            {row.variantName ? <span className="returns__variant">{row.variantName}</span> : null}
            <span className="returns__variant">{t(`returns.reason.${row.reason}` as MessageKey)}</span>
            {row.exchangeVariantName ? (
              <span className="returns__variant">
                {t("returns.wanted")}: {row.exchangeVariantName}
              </span>
            ) : null}
            {row.heldUntil ? <span className="returns__variant">{t("returns.heldUntil", { date: row.heldUntil })}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function CaseTimeline({ events, kind }: { events: readonly CaseEventView[]; kind: "return" | "exchange" | "complaint" }) {
  const t = useT();
  let picture = 0;
  return (
    <ol className="return-case__timeline">
      {events.map((event, index) => (
        <li key={index}>
          <span className="return-case__when">{event.at}</span>{" "}
          <span className="return-case__what">{t(event.action === "start" && kind === "complaint" ? "complaints.stepStart" : (`returns.step.${event.action}` as MessageKey))}</span>
          {event.by ? <span className="return-case__when"> ({t("returns.staff.by", { name: event.by })})</span> : null}
          {event.message ? <q className="return-case__message">{event.message}</q> : null}
          {event.pictures.length > 0 ? (
            <ul className="case-pictures">
              {event.pictures.map((url) => {
                picture += 1;
                return (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      <img src={url} alt={t("complaints.picture", { index: picture })} width={96} height={96} loading="lazy" />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** What the complaint form said, as its shopper and the staff see it. */
export function ComplaintDetails({ complaint }: { complaint: ComplaintView }) {
  const t = useT();
  const lang = useLang();
  const yesNo = (value: boolean) => t(value ? "complaints.yes" : "complaints.no");
  const facts: Array<[string, string]> = [
    [t("complaints.customerName"), complaint.customerName],
    [t("complaints.phone"), complaint.phone],
    [t("complaints.address"), [complaint.address, [complaint.postNumber, complaint.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")],
    [t("complaints.salesChannel"), t(`complaints.channel.${complaint.salesChannel}`)],
    [t("complaints.store"), complaint.storeName],
    [t("complaints.orderNumber"), complaint.orderNumber],
    [t("complaints.receipt"), complaint.receipt],
    [t("complaints.timeOfPurchase"), complaint.timeOfPurchase ? complaint.timeOfPurchase.split("-").reverse().map(Number).join(".") : ""],
    [t("complaints.price"), complaint.priceCents > 0 ? formatPrice(complaint.priceCents, { code: "EUR", rate: 1 }, lang) : ""],
    [t("complaints.manufacturer"), complaint.manufacturer],
    [t("complaints.model"), complaint.model],
    [t("complaints.color"), complaint.color],
    [t("complaints.size"), complaint.noSize ? t("complaints.noSize") : complaint.size],
    [t("complaints.used"), yesNo(complaint.used)],
    [t("complaints.targetStore"), complaint.byPost ? t("complaints.targetByPost") : complaint.targetStoreName],
  ];
  return (
    <>
      <dl className="order-details__facts">
        {facts
          .filter(([, value]) => value !== "")
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h3>{t("complaints.complaint")}</h3>
      <p className="complaint-details">{complaint.complaint}</p>
    </>
  );
}
