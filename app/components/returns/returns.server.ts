import type { ExchangeOption, ReturnOrder } from "#core/after-sales/returns-service.server.ts";
import { RETURN_REASONS, type RefundTo, type ReturnProblem, type ReturnReason, type ReturnRowRequest } from "#core/after-sales/return-request.ts";
import type { returnWindow } from "#core/after-sales/return-window.ts";
import { formatDate } from "#i18n/format.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";

/** The order as the return form shows it: only what the shopper may still send back, with the exchange choices. */
export interface ReturnFormOrder {
  number: string;
  /** Carried in the form for a guest (the proof of the order); empty for a signed-in owner. */
  email: string;
  state: "open" | "notShipped" | "expired";
  deadline: string | null;
  abroad: boolean;
  rows: Array<{ position: number; name: string; variantName: string; bought: number; returnable: number; options: ExchangeOption[] }>;
}

export function returnFormOrder(
  order: ReturnOrder,
  window: ReturnType<typeof returnWindow>,
  returnable: ReadonlyMap<number, number>,
  options: ReadonlyMap<number, ExchangeOption[]>,
  email: string,
): ReturnFormOrder {
  return {
    number: order.number,
    email,
    state: window.kind,
    deadline: window.kind === "notShipped" ? null : formatDate(window.deadline),
    abroad: order.countryCode.toLowerCase() !== "fi",
    rows: order.rows
      .filter((row) => (returnable.get(row.position) ?? 0) > 0)
      .map((row) => ({
        position: row.position,
        name: row.name,
        variantName: row.variantName,
        bought: row.amount,
        returnable: returnable.get(row.position) ?? 0,
        options: options.get(row.position) ?? [],
      })),
  };
}

export interface ReturnFormValues {
  mode: "return" | "exchange";
  refundTo: RefundTo;
  trackingCode: string;
  rows: Record<number, { amount: number; reason: string; wanted: string }>;
}

/** Rows a posted form may name: more than any order has, few enough to bound the work. */
const MAX_FORM_ROWS = 200;

/**
 * The return form as posted: each row named by its `amount-{position}` field, amounts and choices as given
 * (the service checks them against the order).
 */
export function readReturnForm(form: FormData): { values: ReturnFormValues; rows: ReturnRowRequest[] } {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, max) : "";
  };
  const mode = text("mode", 10) === "exchange" ? "exchange" : "return";
  const values: ReturnFormValues = {
    mode,
    refundTo: text("refund_to", 10) === "gift-card" ? "gift-card" : "original",
    trackingCode: text("tracking_code", 60),
    rows: {},
  };
  const positions = [...new Set([...form.keys()].flatMap((key) => /^amount-(\d{1,4})$/.exec(key)?.[1] ?? []).map(Number))].slice(0, MAX_FORM_ROWS);
  const rows = positions.map((position): ReturnRowRequest => {
    const amount = Number.parseInt(text(`amount-${position}`, 4), 10);
    const reason = text(`reason-${position}`, 40);
    const wanted = text(`wanted-${position}`, 12);
    values.rows[position] = { amount: Number.isFinite(amount) ? amount : 0, reason, wanted };
    return {
      position,
      amount: Number.isFinite(amount) && amount > 0 ? amount : 0,
      reason: (RETURN_REASONS as readonly string[]).includes(reason) ? (reason as ReturnReason) : null,
      exchangeVariantId: /^\d{1,9}$/.test(wanted) ? Number(wanted) : null,
    };
  });
  return { values, rows };
}

/** Each problem as the sentence shown by its field: "rows" for the whole list, or `{field}-{position}`. */
export function problemMessages(lang: Lang, problems: readonly ReturnProblem[], rows: readonly ReturnRowRequest[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const problem of problems) {
    const key = `returns.problem.${problem.code}` as MessageKey;
    const text =
      problem.code === "notShipped"
        ? translate(lang, "returns.notShipped")
        : problem.code === "windowExpired"
          ? translate(lang, "errors.returnWindowExceeded")
          : problem.code === "tooMany"
            ? translate(lang, "returns.problem.tooMany", { count: problem.returnable })
            : problem.code === "otherModel" || problem.code === "sameVariant"
              ? translate(lang, "returns.problem.unavailable")
              : translate(lang, key);
    const match = /^rows\.(\d+)\.(\w+)$/.exec(problem.field);
    const position = match ? rows[Number(match[1])]?.position : undefined;
    const field = match && position !== undefined ? `${match[2] === "exchangeVariantId" ? "wanted" : match[2] === "position" ? "amount" : match[2]}-${position}` : problem.field;
    messages[field] ??= text;
  }
  return messages;
}
