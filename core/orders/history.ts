import type { Lang } from "#i18n/languages.ts";

/**
 * Order history (route /history): a signed-in customer's web orders and store receipts,
 * newest first, each with its rows and status. Web orders are the account's and the guest orders placed
 * with the account's address (proved when the account was activated); receipts are the tills' purchases
 * made with the customer's club card.
 */

export interface HistoryRow {
  /** The row's place in its order or receipt. */
  position: number;
  /** A product (not a gift card or a bundle): a complaint may name it. */
  isProduct: boolean;
  name: string;
  variantName: string;
  amount: number;
  /** Pieces taken back: at a store (receipts), or by an approved return or exchange (web orders). */
  returnedAmount: number;
  totalCents: number;
  /** The product's page and a picture, while the model is on sale; null for others and for store rows. */
  path: string | null;
  image: string | null;
  /** The variant bought, for "buy again" (web orders' product rows). */
  variantId: number | null;
}

export type StoreReceiptStatus = "paid" | "partly-returned" | "returned";

export type HistoryEntry =
  | {
      kind: "web";
      number: string;
      date: Date;
      status: string;
      totalCents: number;
      deliveryMethod: string | null;
      paymentMethod: string | null;
      specialRequest: string;
      /** The order's own link's token: its owner's receipt (the order page and the PDF). */
      accessToken: string;
      rows: HistoryRow[];
    }
  | { kind: "store"; number: string; date: Date; status: StoreReceiptStatus; totalCents: number; store: string; note: string; rows: HistoryRow[] };

export interface OrderHistoryRepository {
  webOrders(input: { customerId: number; email: string; lang: Lang }): Promise<Array<Extract<HistoryEntry, { kind: "web" }>>>;
  storeReceipts(input: { customerId: number }): Promise<Array<Extract<HistoryEntry, { kind: "store" }>>>;
}

export interface OrderHistoryService {
  /** The customer's own history only: who asks is the signed-in customer, never a parameter from the browser. */
  history(customer: { id: number; email: string }, lang: Lang): Promise<HistoryEntry[]>;
}

/** Web orders and receipts in one list, newest first; on the same moment web orders first, then by number. */
export function mergeHistory(web: readonly HistoryEntry[], store: readonly HistoryEntry[]): HistoryEntry[] {
  return [...web, ...store].sort(
    (a, b) => b.date.getTime() - a.date.getTime() || (a.kind === b.kind ? b.number.localeCompare(a.number) : a.kind === "web" ? -1 : 1),
  );
}

export function createOrderHistoryService(repository: OrderHistoryRepository): OrderHistoryService {
  return {
    async history(customer, lang) {
      const [web, store] = await Promise.all([repository.webOrders({ customerId: customer.id, email: customer.email, lang }), repository.storeReceipts({ customerId: customer.id })]);
      return mergeHistory(web, store);
    },
  };
}
