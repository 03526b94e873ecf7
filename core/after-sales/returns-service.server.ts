import type { Lang } from "#i18n/languages.ts";
import { sha256Hex } from "../accounts/session-token.server.ts";
import { DomainError } from "../errors.ts";
import { normalizeOrderNumber, ORDER_LOOKUP_LIMIT, sameToken } from "../orders/order-service.server.ts";
import { ACTION_ACTOR, nextStatus, type CaseAction, type CaseKind, type CaseStatus } from "./case-status.ts";
import { exchangeHeldUntil } from "./exchange-hold.ts";
import { refundAmounts, splitRefund, type ApprovalFacts, type PaymentFacts, type RefundPart } from "./refunds.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { randomBytes } from "node:crypto";
import type { Mailer } from "../mail/mailer.ts";
import { caseMail } from "./case-mail.ts";
import { returnablePieces, returnRequestProblems, type OrderRowFacts, type RefundTo, type ReturnProblem, type ReturnReason, type ReturnRowRequest } from "./return-request.ts";
import { returnWindow, type DeliveryFacts } from "./return-window.ts";
import { cleanComplaint, complaintProblems, emptyComplaint, webOrderNumber, type CleanComplaint, type ComplaintInput, type ComplaintProblems, type ComplaintStores } from "./complaint-form.ts";
import { casePictureLimitProblem, type CasePictureProblem } from "./case-pictures.ts";
import type { CleanImage, ImageCleaner, UploadedImage } from "../reviews/review-images.ts";
import { helsinkiDay } from "../product/campaign-input.ts";
import { formatNumber } from "#i18n/format.ts";

/**
 * Starting a return or an exchange, and what its shopper sees of it. A guest proves the order with its
 * number and e-mail address, as on /view-order/ (the same limit per client address, the same answer for a
 * wrong number and a wrong address); a signed-in customer's own orders need no address. Another shopper's
 * order is "not found", never "forbidden".
 */

/** An order as a return sees it; `returned` counts pieces in earlier returns that were not rejected. */
export interface ReturnOrder extends DeliveryFacts {
  id: number;
  number: string;
  email: string;
  customerId: number | null;
  countryCode: string;
  rows: Array<OrderRowFacts & { name: string; variantName: string; totalCents: number }>;
  returned: ReadonlyMap<number, number>;
}

/** How the shopper proves the order: the signed-in account, or the order's e-mail address. */
export type OrderProof = { customerId: number; email: string } | { email: string };

export interface ReturnPlan {
  orderId: number;
  kind: "return" | "exchange";
  customerId: number | null;
  lang: Lang;
  email: string;
  refundTo: RefundTo;
  trackingCode: string;
  rows: Array<{ position: number; amount: number; reason: ReturnReason; exchangeVariantId: number | null }>;
  /** When the shopper asked: the case's time and its first step's. */
  requestedAt: Date;
  heldUntil: Date;
}

/** Why the repository refused the plan inside its transaction (another return of the same order got there first). */
export type CreateRefusal = { kind: "problems"; problems: ReturnProblem[] };

export interface ReturnsRepository {
  orderForReturn(number: string): Promise<ReturnOrder | null>;
  /** For each bought variant: the other active variants of its model with a free piece, named in `lang`. */
  exchangeOptions(variantIds: readonly number[], lang: Lang): Promise<Map<number, ExchangeOption[]>>;
  /**
   * In one transaction, under a lock on the order: recount the pieces returned so far and ask `recheck`,
   * check each exchange variant is of the same model as its row and hold one of its free pieces, then create
   * the case with its rows and its first event.
   */
  createCase(plan: ReturnPlan, recheck: (returned: ReadonlyMap<number, number>) => ReturnProblem[]): Promise<{ number: string; accessToken: string } | CreateRefusal>;
  /**
   * Puts back on sale the pieces held for exchanges whose return has not arrived by `now` (at most `limit`
   * cases); each case once, whichever process runs it, with a step in its history. Returns the cases released.
   */
  releaseDueHolds(now: Date, limit: number): Promise<number>;
  /**
   * In one transaction, under a lock on the case: `decide` gets its kind and status and names the status to
   * move to (or refuses by throwing); the case moves, the step is recorded, and a rejected case's held
   * pieces go back on sale. Null for an unknown case.
   */
  moveCase(
    number: string,
    step: { action: CaseAction; actor: "customer" | "staff"; staffId: number | null; message: string; at: Date; pictures?: NewCasePicture[] },
    decide: (current: { kind: "return" | "exchange" | "complaint"; status: CaseStatus }) => CaseStatus,
  ): Promise<boolean>;
  /**
   * Approval in one transaction, under a lock on the case: `decide` checks the step; a return's refund is
   * planned from the order's facts by `plan` and recorded (the payments' refunded cents raised, a gift card
   * made for the rest, each provider refund recorded as pending); an exchange becomes an order of the wanted
   * pieces, paid, holding what the exchange held (or what is free now); the returned pieces go back on the web
   * warehouse's shelf when `restock`. Null for an unknown case.
   */
  approveCase(
    number: string,
    step: { staffId: number; at: Date; restock: boolean; giftCardCode: string; message: string },
    decide: (current: { kind: "return" | "exchange" | "complaint"; status: CaseStatus }) => CaseStatus,
    plan: (facts: ApprovalFacts & { payments: PaymentFacts[]; refundTo: RefundTo }) => { rows: Map<number, number>; parts: RefundPart[] },
  ): Promise<Approval | null>;
  /** Provider refunds recorded but not yet confirmed by the provider (its call failed or the process stopped). */
  pendingRefunds(limit: number): Promise<PendingRefund[]>;
  markRefundDone(id: number): Promise<void>;
  queue(filter: QueueFilter, now: Date, limit: number): Promise<QueuedCase[]>;
  staffCase(number: string): Promise<StaffCaseView | null>;
  setInternalNote(number: string, note: string, at: Date): Promise<boolean>;
  caseView(number: string): Promise<(CaseView & { customerId: number | null; accessToken: string; email: string; lang: Lang }) | null>;
  /** A web order as the complaint form sees it: the buyer's contact and each row's product. */
  orderForComplaint(number: string, lang: Lang): Promise<ComplaintOrder | null>;
  /** A store receipt (a club member's purchase at a till) as the complaint form sees it. */
  receiptForComplaint(number: string, lang: Lang): Promise<ComplaintReceipt | null>;
  /** The complaint with its details, its first step and its pictures, in one transaction. */
  createComplaint(plan: ComplaintPlan): Promise<{ number: string; accessToken: string }>;
  /** A case's picture by its address's token. */
  picture(token: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

/** A web order a complaint may start from. */
export interface ComplaintOrder {
  id: number;
  number: string;
  email: string;
  customerId: number | null;
  name: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  /** When it was paid (or placed): the purchase's date. */
  purchasedAt: Date;
  rows: Array<{ position: number; kind: string; amount: number; totalCents: number; brand: string; model: string; colour: string; size: string }>;
}

/** A store receipt a complaint may start from: the store, the day and each row's product. */
export interface ComplaintReceipt {
  number: string;
  customerId: number | null;
  storeId: number;
  purchasedAt: Date;
  rows: ComplaintOrder["rows"];
}

/** A cleaned picture as kept: the token is its address. */
export interface NewCasePicture extends CleanImage {
  token: string;
  uploadedBytes: number;
}

export interface ComplaintPlan extends CleanComplaint {
  /** The web order it concerns, when the shopper proved it (their own order, or one placed with this address). */
  orderId: number | null;
  customerId: number | null;
  lang: Lang;
  requestedAt: Date;
  pictures: NewCasePicture[];
}

export interface ExchangeOption {
  variantId: number;
  /** The colour and size as the shopper knows them ("Black, M"). */
  label: string;
}

/** A case in the staff's queue. */
export interface QueuedCase {
  number: string;
  /** Where the case is handled (a complaint's target store; the web store for returns). */
  storeName: string;
  kind: "return" | "exchange" | "complaint";
  status: CaseStatus;
  orderNumber: string | null;
  email: string;
  createdAt: Date;
  pieces: number;
}

export interface QueueFilter {
  /** Only these statuses; empty for the open ones (not processed or rejected). */
  statuses: CaseStatus[];
  kind: "return" | "exchange" | "complaint" | null;
  /** Only the cases handled at this store: a complaint's target store; returns and exchanges go to the web store. */
  storeId?: number | null;
  /** The language of the stores' names. */
  lang?: Lang;
  /** Only cases at least this many days old. */
  olderThanDays: number;
}

/** A case as staff see it: the shopper's view and the staff's own parts. */
export interface StaffCaseView extends CaseView {
  email: string;
  internalNote: string;
  refundedCents: number;
  /** Who took each step: a staff member's name, in the order of `events`. */
  actors: Array<string | null>;
}

export interface PendingRefund {
  id: number;
  provider: string;
  /** The provider's payment. */
  reference: string;
  cents: number;
}

export interface Approval {
  refundedCents: number;
  /** The new gift card for what cannot go back to a payment (or all, when the shopper chose one). */
  giftCard: { code: string; cents: number } | null;
  refunds: PendingRefund[];
  /** The order that sends an exchange's wanted pieces. */
  exchangeOrder: string | null;
}

export interface CaseView {
  number: string;
  kind: "return" | "exchange" | "complaint";
  status: CaseStatus;
  orderNumber: string | null;
  createdAt: Date;
  trackingCode: string;
  refundTo: RefundTo | null;
  rejectionReason: string;
  rows: Array<{ name: string; variantName: string; amount: number; reason: string; exchangeVariantName: string | null; heldUntil: Date | null }>;
  /** The step's pictures' addresses: a complaint's with its first step, an answer's with the answer. */
  events: Array<{ at: Date; status: CaseStatus; actor: "customer" | "staff" | "system"; action: string; message: string; pictures: string[] }>;
  /** What the complaint form said; null for returns and exchanges. */
  complaint: ComplaintView | null;
}

/** A complaint's product and purchase as its pages show them. */
export interface ComplaintView {
  customerName: string;
  phone: string;
  address: string;
  postNumber: string;
  city: string;
  salesChannel: "S" | "K";
  storeName: string;
  targetStoreName: string;
  /** The product travels by post (the target is the web store). */
  byPost: boolean;
  /** The order number as the shopper gave it (the linked order's number, when proved). */
  orderNumber: string;
  receipt: string;
  timeOfPurchase: string;
  priceCents: number;
  used: boolean;
  manufacturer: string;
  model: string;
  color: string;
  size: string;
  noSize: boolean;
  complaint: string;
}

export interface StartReturnInput {
  orderNumber: string;
  proof: OrderProof;
  exchange: boolean;
  rows: ReturnRowRequest[];
  refundTo: RefundTo;
  trackingCode: string;
  lang: Lang;
  clientAddress: string;
}

export type FindOrderResult =
  | { found: true; order: ReturnOrder; window: ReturnType<typeof returnWindow>; returnable: Map<number, number> }
  | { found: false; reason: "not-found" | "rate-limited" };

export type StartReturnResult = { ok: true; number: string; accessToken: string } | { ok: false; problems: ReturnProblem[] };

export type StartComplaintResult =
  | { ok: true; number: string; accessToken: string }
  | { ok: false; problems: ComplaintProblems; pictures: CasePictureProblem | null };

/** The signed-in shopper, when there is one. */
export type Shopper = { id: number; email: string; firstName?: string } | null;

export interface ReturnsService {
  /** What each returnable row of the order may be exchanged to, by row position. */
  exchangeOptions(order: ReturnOrder, lang: Lang): Promise<Map<number, ExchangeOption[]>>;
  /** The order to return from, with what may still go back and until when. */
  findOrder(input: { orderNumber: string; proof: OrderProof; clientAddress: string }): Promise<FindOrderResult>;
  startReturn(input: StartReturnInput): Promise<StartReturnResult>;
  /** The scheduled job: exchanges whose return has not arrived within three weeks give their held pieces back. */
  releaseDueHolds(): Promise<number>;
  /**
   * A staff member's step on a case (the edge checks the staff role): the status moves as the action allows,
   * with the message told to the shopper (a question, a rejection's reason); every step records who and when.
   */
  act(input: { number: string; action: Exclude<CaseAction, "answer" | "approve">; staffId: number; message: string }): Promise<void>;
  /**
   * A staff member approves an inspected return or exchange (or a complaint): the refund goes back to the
   * payments through their providers and to a gift card for the rest; an exchange's wanted pieces leave as an
   * order; the returned pieces go back on sale unless `restock` is false (not salable).
   */
  approve(input: { number: string; staffId: number; restock: boolean; message?: string }): Promise<Approval>;
  /** The staff's queue, oldest first (the edge checks the staff role). */
  queue(filter: QueueFilter): Promise<QueuedCase[]>;
  /** One case for staff, with its internal note and who took each step. */
  staffCase(number: string): Promise<StaffCaseView | null>;
  /** The staff's note on a case, never shown to the shopper. */
  setInternalNote(input: { number: string; note: string }): Promise<void>;
  /** The scheduled job: provider refunds that did not go through are asked again, under their own keys. */
  retryPendingRefunds(): Promise<number>;
  /**
   * The shopper's answer to the shop's question, by the case link's token or as the signed-in owner, with
   * pictures if they like: a problem with the pictures is answered and nothing is recorded.
   */
  answer(input: { number: string; token?: string; customerId?: number; message: string; pictures?: UploadedImage[] }): Promise<CasePictureProblem | null>;
  /**
   * The complaint form's stores, and its fields filled from a web order's row when a signed-in shopper starts
   * from their order history (another's order fills nothing).
   */
  complaintForm(input: { lang: Lang; shopper: Shopper; orderNumber?: string; receiptNumber?: string; position?: number }): Promise<{ stores: ComplaintStores; prefill: ComplaintInput | null }>;
  /**
   * Files a complaint: the fields checked (complaint-form.ts), the pictures checked and cleaned, the web order
   * linked when the shopper proved it, and the first mail sent. At most a few complaints per client address
   * in an hour.
   */
  startComplaint(input: { form: ComplaintInput; pictures: UploadedImage[]; lang: Lang; shopper: Shopper; clientAddress: string }): Promise<StartComplaintResult>;
  /** A case's picture by its address's token (the address is only on its case's pages). */
  picture(token: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** The case, to its shopper: by the link's token, or to the signed-in customer whose case it is. */
  caseFor(input: { number: string; token?: string; customerId?: number }): Promise<CaseView | null>;
}

/** Cases the staff's queue shows at once, oldest first: the rest follow as these are handled. */
const QUEUE_LIMIT = 200;

/** Cases whose holds one run of the job releases; the next run takes the rest. */
const RELEASE_BATCH = 100;

/** Complaints one client address may file in an hour: enough for a family, too few to flood the staff. */
export const COMPLAINT_LIMIT = { perAddress: 10, windowMs: 60 * 60 * 1000 } as const;

export interface ReturnsServiceDeps {
  repository: ReturnsRepository;
  providers: readonly PaymentProvider[];
  /** Mails the shopper at every step; without one (some tests) nothing is mailed. */
  mailer?: Mailer;
  /** The case page's full address with its token, in the case's language (complaints have their own page). */
  caseLink?: (lang: Lang, kind: "return" | "exchange" | "complaint", number: string, token: string) => string;
  /** Cleans complaint pictures; without one (some tests) pictures are refused as unreadable. */
  images?: ImageCleaner;
  /** The stores a complaint may name. */
  complaintStores?: () => Promise<ComplaintStores>;
  log?: (line: Record<string, unknown>) => void;
  hitRateLimit: (key: string, windowMs: number) => Promise<{ count: number }>;
  now?: () => Date;
}

export function createReturnsService(deps: ReturnsServiceDeps): ReturnsService {
  const now = deps.now ?? (() => new Date());

  async function findOrder(input: { orderNumber: string; proof: OrderProof; clientAddress: string }): Promise<FindOrderResult> {
    // A signed-in customer looks among their own orders: no guessing to limit.
    if (!("customerId" in input.proof)) {
      const { count } = await deps.hitRateLimit(`order-lookup|${sha256Hex(input.clientAddress)}`, ORDER_LOOKUP_LIMIT.windowMs);
      if (count > ORDER_LOOKUP_LIMIT.perAddress) return { found: false, reason: "rate-limited" };
    }
    const number = normalizeOrderNumber(input.orderNumber);
    const order = number ? await deps.repository.orderForReturn(number) : null;
    if (!order || !proves(input.proof, order)) return { found: false, reason: "not-found" };
    return { found: true, order, window: returnWindow(order, now()), returnable: returnablePieces(order.rows, order.returned) };
  }

  async function move(number: string, step: { action: CaseAction; actor: "customer" | "staff"; staffId: number | null; message: string; pictures?: NewCasePicture[] }) {
    const moved = await deps.repository.moveCase(number.trim().toUpperCase(), { ...step, at: now() }, (current) => {
      const kind: CaseKind = current.kind === "complaint" ? "complaint" : "return";
      const next = nextStatus(kind, current.status, step.action);
      if (next === null) throw new DomainError("CONFLICT", `The case cannot take "${step.action}" while ${current.status}.`, { field: "action" });
      return next;
    });
    if (!moved) throw new DomainError("NOT_FOUND", "Case not found.");
    await notify(number.trim().toUpperCase(), step.action, step.message);
  }

  async function complaintStores(): Promise<ComplaintStores> {
    if (!deps.complaintStores) throw new Error("The returns service was made without the complaint form's stores.");
    return deps.complaintStores();
  }

  /** Checks and cleans a post's pictures; a problem instead when one is too large or cannot be read. */
  async function cleanPictures(pictures: readonly UploadedImage[]): Promise<NewCasePicture[] | CasePictureProblem> {
    const limit = casePictureLimitProblem(pictures.map((picture) => ({ name: picture.name, size: picture.bytes.byteLength })));
    if (limit) return limit;
    const cleaned: NewCasePicture[] = [];
    for (const picture of pictures) {
      const clean = deps.images ? await deps.images.clean(picture.bytes) : null;
      if (clean === null || clean === "busy") return { code: "uploadFailed" };
      cleaned.push({ ...clean, token: randomBytes(16).toString("base64url"), uploadedBytes: picture.bytes.byteLength });
    }
    return cleaned;
  }

  const providers = new Map(deps.providers.map((provider) => [provider.slug, provider]));
  const log = deps.log ?? (() => undefined);

  /**
   * Mails the shopper the case's new status. A mail that cannot be sent is logged and does not undo the step:
   * the case page shows the same, and the shopper has its link from the first mail or the page.
   */
  async function notify(number: string, action: string, message: string): Promise<void> {
    if (!deps.mailer || !deps.caseLink) return;
    try {
      const found = await deps.repository.caseView(number);
      if (!found) return;
      const mail = caseMail({
        lang: found.lang,
        number: found.number,
        kind: found.kind,
        status: found.status,
        message,
        link: deps.caseLink(found.lang, found.kind, found.number, found.accessToken),
        action,
      });
      await deps.mailer.send({ to: found.email, lang: found.lang, tag: "return-status", subject: mail.subject, text: mail.text });
    } catch (error) {
      log({ level: 50, msg: "return status mail not sent", number, err: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Asks the provider to give the money back; the refund's own id is its idempotency key, so a retry refunds once. */
  async function sendRefund(refund: PendingRefund): Promise<boolean> {
    const provider = providers.get(refund.provider);
    if (!provider) {
      log({ level: 50, msg: "refund waits: payment provider not configured", provider: refund.provider, refund: refund.id });
      return false;
    }
    try {
      await provider.refund(refund.reference, refund.cents, `return-refund-${refund.id}`);
    } catch (error) {
      log({ level: 50, msg: "refund failed, to be tried again", provider: refund.provider, refund: refund.id, err: error instanceof Error ? error.message : String(error) });
      return false;
    }
    await deps.repository.markRefundDone(refund.id);
    return true;
  }

  return {
    findOrder,

    async exchangeOptions(order, lang) {
      const products = order.rows.filter((row) => row.kind === "product" && /^\d+$/.test(row.productId));
      const byVariant = await deps.repository.exchangeOptions(
        products.map((row) => Number(row.productId)),
        lang,
      );
      return new Map(products.map((row) => [row.position, byVariant.get(Number(row.productId)) ?? []]));
    },

    async approve({ number, staffId, restock, message = "" }) {
      const text = message.trim();
      const approval = await deps.repository.approveCase(
        number.trim().toUpperCase(),
        { staffId, at: now(), restock, giftCardCode: newGiftCardCode(), message: text },
        (current) => {
          const kind: CaseKind = current.kind === "complaint" ? "complaint" : "return";
          const next = nextStatus(kind, current.status, "approve");
          if (next === null) throw new DomainError("CONFLICT", `The case cannot be approved while ${current.status}.`, { field: "action" });
          // A return's approval speaks for itself (the refund, the exchange); a complaint's says what the shop does.
          if (kind === "complaint" && text === "") throw new DomainError("BAD_INPUT", "Tell the customer what is done about the complaint.", { field: "message" });
          return next;
        },
        (facts) => {
          const amounts = refundAmounts(facts);
          return { rows: amounts.rows, parts: splitRefund(amounts.totalCents, facts.payments, facts.refundTo) };
        },
      );
      if (!approval) throw new DomainError("NOT_FOUND", "Case not found.");
      for (const refund of approval.refunds) await sendRefund(refund);
      await notify(number.trim().toUpperCase(), "approve", text);
      return approval;
    },

    queue: (filter) => deps.repository.queue(filter, now(), QUEUE_LIMIT),

    staffCase: (number) => deps.repository.staffCase(number.trim().toUpperCase()),

    async setInternalNote({ number, note }) {
      if (!(await deps.repository.setInternalNote(number.trim().toUpperCase(), note.trim().slice(0, 4000), now()))) {
        throw new DomainError("NOT_FOUND", "Case not found.");
      }
    },

    async retryPendingRefunds() {
      let sent = 0;
      for (const refund of await deps.repository.pendingRefunds(RELEASE_BATCH)) if (await sendRefund(refund)) sent += 1;
      return sent;
    },

    async startReturn(input) {
      const found = await findOrder(input);
      if (!found.found) {
        if (found.reason === "rate-limited") throw new DomainError("RATE_LIMITED", "Too many order searches: try again later.");
        throw new DomainError("NOT_FOUND", "Order not found: check the e-mail address and the order number.", { field: "orderNumber" });
      }
      const { order, window } = found;
      if (window.kind === "notShipped") return { ok: false, problems: [{ field: "rows", code: "notShipped" }] };
      if (window.kind === "expired") return { ok: false, problems: [{ field: "rows", code: "windowExpired" }] };
      const request = { rows: input.rows, refundTo: input.refundTo, trackingCode: input.trackingCode.trim(), exchange: input.exchange };
      const problems = returnRequestProblems(order, order.returned, request);
      if (problems.length > 0) return { ok: false, problems };
      const requestedAt = now();
      const created = await deps.repository.createCase(
        {
          orderId: order.id,
          kind: input.exchange ? "exchange" : "return",
          customerId: order.customerId,
          lang: input.lang,
          email: order.email,
          refundTo: input.refundTo,
          trackingCode: request.trackingCode,
          rows: input.rows
            .filter((row) => row.amount > 0)
            .map((row) => ({ position: row.position, amount: row.amount, reason: row.reason!, exchangeVariantId: input.exchange ? row.exchangeVariantId : null })),
          requestedAt,
          heldUntil: exchangeHeldUntil(requestedAt),
        },
        (returned) => returnRequestProblems(order, returned, request),
      );
      if ("kind" in created) return { ok: false, problems: created.problems };
      await notify(created.number, "start", "");
      return { ok: true, ...created };
    },

    releaseDueHolds: () => deps.repository.releaseDueHolds(now(), RELEASE_BATCH),

    async act({ number, action, staffId, message }) {
      // Approval moves money and stock (the refund, the exchange's piece) and has its own step.
      if (ACTION_ACTOR[action] !== "staff" || (action as CaseAction) === "approve") {
        throw new DomainError("BAD_INPUT", `${action} is not a step taken here.`, { field: "action" });
      }
      const text = message.trim();
      if ((action === "askMoreInfo" || action === "reject") && text === "") {
        throw new DomainError("BAD_INPUT", action === "reject" ? "Say why the case is rejected." : "Write the question to the customer.", { field: "message" });
      }
      await move(number, { action, actor: "staff", staffId, message: text });
    },

    async answer({ number, token, customerId, message, pictures = [] }) {
      const text = message.trim();
      if (text === "") throw new DomainError("BAD_INPUT", "Write your answer.", { field: "message" });
      const found = await deps.repository.caseView(number.trim().toUpperCase());
      if (!found || !owns(found, token, customerId)) throw new DomainError("NOT_FOUND", "Case not found.");
      const cleaned = await cleanPictures(pictures);
      if (!Array.isArray(cleaned)) return cleaned;
      await move(found.number, { action: "answer", actor: "customer", staffId: null, message: text, pictures: cleaned });
      return null;
    },

    async complaintForm({ lang, shopper, orderNumber, receiptNumber, position }) {
      const stores = await complaintStores();
      if (shopper && receiptNumber) {
        // A club member's purchase at a store, from the history: their own receipts only.
        const receipt = /^[\w-]{1,40}$/.test(receiptNumber) ? await deps.repository.receiptForComplaint(receiptNumber, lang) : null;
        if (!receipt || receipt.customerId !== shopper.id) return { stores, prefill: null };
        const row = receipt.rows.find((candidate) => candidate.position === position);
        const prefill: ComplaintInput = {
          ...emptyComplaint(),
          customerName: shopper.firstName ?? "",
          email: shopper.email,
          salesChannel: "K",
          store: stores.storeIds.includes(receipt.storeId) ? String(receipt.storeId) : "",
          receipt: receipt.number,
          timeOfPurchase: helsinkiDay(receipt.purchasedAt),
        };
        if (row) Object.assign(prefill, rowPrefill(row, lang));
        return { stores, prefill };
      }
      if (!shopper || !orderNumber) return { stores, prefill: null };
      const number = webOrderNumber(orderNumber);
      const order = number ? await deps.repository.orderForComplaint(number, lang) : null;
      if (!order || !shopperOwns(order, shopper)) return { stores, prefill: null };
      const row = order.rows.find((candidate) => candidate.position === position && candidate.kind === "product");
      const prefill: ComplaintInput = {
        ...emptyComplaint(),
        customerName: order.name,
        email: order.email,
        phone: order.phone,
        address: order.address,
        postNumber: order.postalCode,
        city: order.city,
        salesChannel: "S",
        orderNumber: order.number,
        timeOfPurchase: helsinkiDay(order.purchasedAt),
      };
      if (row) Object.assign(prefill, rowPrefill(row, lang));
      return { stores, prefill };
    },

    async startComplaint({ form, pictures, lang, shopper, clientAddress }) {
      const { count } = await deps.hitRateLimit(`complaint|${sha256Hex(clientAddress)}`, COMPLAINT_LIMIT.windowMs);
      if (count > COMPLAINT_LIMIT.perAddress) throw new DomainError("RATE_LIMITED", "Too many complaints from this address: try again later.");
      const stores = await complaintStores();
      const problems = complaintProblems(form, stores, helsinkiDay(now()));
      const limit = casePictureLimitProblem(pictures.map((picture) => ({ name: picture.name, size: picture.bytes.byteLength })));
      // The pictures are read only once the fields are right: reading costs seconds of CPU.
      if (Object.keys(problems).length > 0 || limit) return { ok: false, problems, pictures: limit };
      const cleaned = await cleanPictures(pictures);
      if (!Array.isArray(cleaned)) return { ok: false, problems, pictures: cleaned };
      const complaint = cleanComplaint(form, stores);
      const order = complaint.salesChannel === "S" ? await deps.repository.orderForComplaint(complaint.orderNumber, lang) : null;
      // The order is linked only when the shopper proved it is theirs: a linked order's owner sees the case.
      const proved = order !== null && (order.email === complaint.email.toLowerCase() || (shopper !== null && shopperOwns(order, shopper)));
      const requestedAt = now();
      const created = await deps.repository.createComplaint({
        ...complaint,
        orderPosition: proved && order.rows.some((row) => row.position === complaint.orderPosition) ? complaint.orderPosition : null,
        orderId: proved ? order.id : null,
        // The signed-in shopper's, or the proved order's owner's: either sees it without the link.
        customerId: shopper?.id ?? (proved ? order.customerId : null),
        lang,
        requestedAt,
        pictures: cleaned,
      });
      await notify(created.number, "start", "");
      return { ok: true, ...created };
    },

    picture: (token) => deps.repository.picture(token),

    async caseFor({ number, token, customerId }) {
      const found = await deps.repository.caseView(number.trim().toUpperCase());
      if (!found) return null;
      if (!owns(found, token, customerId)) return null;
      const { customerId: _owner, accessToken: _token, email: _email, lang: _lang, ...view } = found;
      return view;
    },
  };
}

/** A gift card's code: 16 characters a shopper types without confusing 0 and O, 1 and I. */
function newGiftCardCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join("");
}

/** A bought row's fields of the complaint form: what one piece cost after the discount, and the product. */
function rowPrefill(row: ComplaintOrder["rows"][number], lang: Lang): Partial<ComplaintInput> {
  return {
    // In the shopper's own way of writing it (49,90 in Finnish): the form reads either separator back.
    price: formatNumber(Math.round(row.totalCents / row.amount) / 100, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
    manufacturer: row.brand,
    model: row.model,
    color: row.colour,
    size: row.size,
    noSize: row.size === "",
    rowId: String(row.position),
  };
}

function shopperOwns(order: ComplaintOrder, shopper: { id: number; email: string }): boolean {
  return order.customerId === shopper.id || order.email === shopper.email.trim().toLowerCase();
}

function owns(found: { customerId: number | null; accessToken: string }, token: string | undefined, customerId: number | undefined): boolean {
  return (token !== undefined && sameToken(token, found.accessToken)) || (customerId !== undefined && found.customerId === customerId);
}


function proves(proof: OrderProof, order: ReturnOrder): boolean {
  if ("customerId" in proof && order.customerId === proof.customerId) return true;
  // A guest order placed with the account's address is the account holder's as well (as in the order history).
  return order.email === proof.email.trim().toLowerCase();
}
