/**
 * The statuses of a return or a complaint, and the actions that move a case between them. The statuses are
 * the shop's names; the shopper sees each in words ("Waiting", "Being processed", ...).
 *
 * - new: sent by the shopper, the parcel or product not yet at the shop.
 * - processing: received and being inspected.
 * - more_info: the shop asked the shopper a question; the shopper's answer sends it back to processing.
 * - fixing: a complaint's product is at repair; coming back repaired closes the case as processed.
 * - processed: done: refunded, exchanged or repaired.
 * - rejected: not accepted ("product not salable"), with the reason told to the shopper.
 */

export const CASE_STATUSES = ["new-return", "processing-return", "processed-return", "more_info-return", "fixing-return", "rejected-return"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export type CaseKind = "return" | "complaint";

export type CaseAction = "receive" | "askMoreInfo" | "answer" | "sendToRepair" | "repaired" | "approve" | "reject";

/** Who may take an action: the shop's staff, or the shopper the case belongs to. */
export const ACTION_ACTOR: Readonly<Record<CaseAction, "staff" | "customer">> = {
  receive: "staff",
  askMoreInfo: "staff",
  answer: "customer",
  sendToRepair: "staff",
  repaired: "staff",
  approve: "staff",
  reject: "staff",
};

interface Transition {
  from: readonly CaseStatus[];
  to: CaseStatus;
  /** Only complaints go to repair. */
  kinds?: readonly CaseKind[];
}

const TRANSITIONS: Readonly<Record<CaseAction, Transition>> = {
  receive: { from: ["new-return"], to: "processing-return" },
  // A question may be asked before the product arrives (a complaint's pictures do not show the fault).
  askMoreInfo: { from: ["new-return", "processing-return"], to: "more_info-return" },
  answer: { from: ["more_info-return"], to: "processing-return" },
  sendToRepair: { from: ["processing-return"], to: "fixing-return", kinds: ["complaint"] },
  repaired: { from: ["fixing-return"], to: "processed-return", kinds: ["complaint"] },
  approve: { from: ["processing-return"], to: "processed-return" },
  reject: { from: ["new-return", "processing-return", "more_info-return", "fixing-return"], to: "rejected-return" },
};

/** A case in one of these is closed: no action moves it. */
export const CLOSED_STATUSES: ReadonlySet<CaseStatus> = new Set(["processed-return", "rejected-return"]);

/** The status an action leads to from `status`, or null when the action is not allowed there. */
export function nextStatus(kind: CaseKind, status: CaseStatus, action: CaseAction): CaseStatus | null {
  const transition = TRANSITIONS[action];
  if (transition.kinds && !transition.kinds.includes(kind)) return null;
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions open to staff on a case, in the order the staff view offers them. */
export function staffActions(kind: CaseKind, status: CaseStatus): CaseAction[] {
  return (Object.keys(TRANSITIONS) as CaseAction[]).filter((action) => ACTION_ACTOR[action] === "staff" && nextStatus(kind, status, action) !== null);
}

export function isCaseStatus(value: string): value is CaseStatus {
  return (CASE_STATUSES as readonly string[]).includes(value);
}
