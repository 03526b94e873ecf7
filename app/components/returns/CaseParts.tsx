import type { MessageKey } from "#i18n/messages.ts";
import { useT } from "../shell/ShellContext.tsx";

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

export function CaseTimeline({ events }: { events: readonly CaseEventView[] }) {
  const t = useT();
  return (
    <ol className="return-case__timeline">
      {events.map((event, index) => (
        <li key={index}>
          <span className="return-case__when">{event.at}</span> <span className="return-case__what">{t(`returns.step.${event.action}` as MessageKey)}</span>
          {event.by ? <span className="return-case__when"> ({t("returns.staff.by", { name: event.by })})</span> : null}
          {event.message ? <q className="return-case__message">{event.message}</q> : null}
        </li>
      ))}
    </ol>
  );
}
