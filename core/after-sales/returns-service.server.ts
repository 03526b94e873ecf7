import type { Lang } from "#i18n/languages.ts";
import { sha256Hex } from "../accounts/session-token.server.ts";
import { DomainError } from "../errors.ts";
import { ORDER_LOOKUP_LIMIT, sameToken } from "../orders/order-service.server.ts";
import { ACTION_ACTOR, nextStatus, type CaseAction, type CaseKind, type CaseStatus } from "./case-status.ts";
import { exchangeHeldUntil } from "./exchange-hold.ts";
import { refundAmounts, splitRefund, type ApprovalFacts, type PaymentFacts, type RefundPart } from "./refunds.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { randomBytes } from "node:crypto";
import type { Mailer } from "../mail/mailer.ts";
import { caseMail } from "./case-mail.ts";
import { returnablePieces, returnRequestProblems, type OrderRowFacts, type RefundTo, type ReturnProblem, type ReturnReason, type ReturnRowRequest } from "./return-request.ts";
import { returnWindow, type DeliveryFacts } from "./return-window.ts";

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
    step: { action: CaseAction; actor: "customer" | "staff"; staffId: number | null; message: string; at: Date },
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
    step: { staffId: number; at: Date; restock: boolean; giftCardCode: string },
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
}

export interface ExchangeOption {
  variantId: number;
  /** The colour and size as the shopper knows them ("Black, M"). */
  label: string;
}

/** A case in the staff's queue. */
export interface QueuedCase {
  number: string;
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
  events: Array<{ at: Date; status: CaseStatus; actor: "customer" | "staff" | "system"; action: string; message: string }>;
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
  approve(input: { number: string; staffId: number; restock: boolean }): Promise<Approval>;
  /** The staff's queue, oldest first (the edge checks the staff role). */
  queue(filter: QueueFilter): Promise<QueuedCase[]>;
  /** One case for staff, with its internal note and who took each step. */
  staffCase(number: string): Promise<StaffCaseView | null>;
  /** The staff's note on a case, never shown to the shopper. */
  setInternalNote(input: { number: string; note: string }): Promise<void>;
  /** The scheduled job: provider refunds that did not go through are asked again, under their own keys. */
  retryPendingRefunds(): Promise<number>;
  /** The shopper's answer to the shop's question, by the case link's token or as the signed-in owner. */
  answer(input: { number: string; token?: string; customerId?: number; message: string }): Promise<void>;
  /** The case, to its shopper: by the link's token, or to the signed-in customer whose case it is. */
  caseFor(input: { number: string; token?: string; customerId?: number }): Promise<CaseView | null>;
}

/** Cases the staff's queue shows at once, oldest first: the rest follow as these are handled. */
const QUEUE_LIMIT = 200;

/** Cases whose holds one run of the job releases; the next run takes the rest. */
const RELEASE_BATCH = 100;

export interface ReturnsServiceDeps {
  repository: ReturnsRepository;
  providers: readonly PaymentProvider[];
  /** Mails the shopper at every step; without one (some tests) nothing is mailed. */
  mailer?: Mailer;
  /** The case page's full address with its token, in the case's language. */
  caseLink?: (lang: Lang, number: string, token: string) => string;
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
    const number = normalizeReturnOrderNumber(input.orderNumber);
    const order = number ? await deps.repository.orderForReturn(number) : null;
    if (!order || !proves(input.proof, order)) return { found: false, reason: "not-found" };
    return { found: true, order, window: returnWindow(order, now()), returnable: returnablePieces(order.rows, order.returned) };
  }

  async function move(number: string, step: { action: CaseAction; actor: "customer" | "staff"; staffId: number | null; message: string }) {
    const moved = await deps.repository.moveCase(number.trim().toUpperCase(), { ...step, at: now() }, (current) => {
      const kind: CaseKind = current.kind === "complaint" ? "complaint" : "return";
      const next = nextStatus(kind, current.status, step.action);
      if (next === null) throw new DomainError("CONFLICT", `The case cannot take "${step.action}" while ${current.status}.`, { field: "action" });
      return next;
    });
    if (!moved) throw new DomainError("NOT_FOUND", "Case not found.");
    await notify(number.trim().toUpperCase(), step.action, step.message);
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
        link: deps.caseLink(found.lang, found.number, found.accessToken),
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

    async approve({ number, staffId, restock }) {
      const approval = await deps.repository.approveCase(
        number.trim().toUpperCase(),
        { staffId, at: now(), restock, giftCardCode: newGiftCardCode() },
        (current) => {
          const kind: CaseKind = current.kind === "complaint" ? "complaint" : "return";
          const next = nextStatus(kind, current.status, "approve");
          if (next === null) throw new DomainError("CONFLICT", `The case cannot be approved while ${current.status}.`, { field: "action" });
          return next;
        },
        (facts) => {
          const amounts = refundAmounts(facts);
          return { rows: amounts.rows, parts: splitRefund(amounts.totalCents, facts.payments, facts.refundTo) };
        },
      );
      if (!approval) throw new DomainError("NOT_FOUND", "Case not found.");
      for (const refund of approval.refunds) await sendRefund(refund);
      await notify(number.trim().toUpperCase(), "approve", "");
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

    async answer({ number, token, customerId, message }) {
      const text = message.trim();
      if (text === "") throw new DomainError("BAD_INPUT", "Write your answer.", { field: "message" });
      const found = await deps.repository.caseView(number.trim().toUpperCase());
      if (!found || !owns(found, token, customerId)) throw new DomainError("NOT_FOUND", "Case not found.");
      await move(found.number, { action: "answer", actor: "customer", staffId: null, message: text });
    },

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

function owns(found: { customerId: number | null; accessToken: string }, token: string | undefined, customerId: number | undefined): boolean {
  return (token !== undefined && sameToken(token, found.accessToken)) || (customerId !== undefined && found.customerId === customerId);
}

/** An order number as printed: a letter and digits ("W" for web orders); case and spaces forgiven. */
export function normalizeReturnOrderNumber(value: string): string | null {
  const cleaned = value.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]\d{1,12}$/.test(cleaned) ? cleaned : null;
}

function proves(proof: OrderProof, order: ReturnOrder): boolean {
  if ("customerId" in proof && order.customerId === proof.customerId) return true;
  // A guest order placed with the account's address is the account holder's as well (as in the order history).
  return order.email === proof.email.trim().toLowerCase();
}
