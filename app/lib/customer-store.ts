/**
 * The signed-in customer in the browser: asked once per page
 * load from GET /api/customer/, and only when the signed-in hint cookie says someone is signed in
 * (docs/decisions/0021), so a guest's page makes no call. Pages rendered for everybody (the cached grid
 * pages) learn the wishlist here; the wishlist toggle keeps it up to date.
 */
import { useEffect, useSyncExternalStore } from "react";
import { hasSignedInHint, hasSignInMark, signInMarkRemoval } from "#core/accounts/auth-cookie.ts";
import { apiClient, failureOf } from "./api-client.ts";
import { emitLogin } from "./shop-events.ts";

export interface CustomerState {
  status: "unknown" | "guest" | "signed-in";
  id: number | null;
  wishlist: ReadonlySet<number>;
  /** The cart kept for the customer's devices (`cart_content`), as the server had it. */
  cartContent: string | null;
  /** A club member: the cards of pages rendered for everybody show the club price as this customer's. */
  clubMember: boolean;
}

const UNKNOWN: CustomerState = { status: "unknown", id: null, wishlist: new Set(), cartContent: null, clubMember: false };
const GUEST: CustomerState = { status: "guest", id: null, wishlist: new Set(), cartContent: null, clubMember: false };

let state: CustomerState = UNKNOWN;
let asked: Promise<void> | null = null;
/** The cookies the last question was asked under: signing in or out without a page load changes them. */
let askedWithHint: string | null = null;
const listeners = new Set<() => void>();

function set(next: CustomerState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The first page after a sign-in tells the marketing tags once (the server's short-lived mark says a sign-in
 * has just happened) and removes the mark, so later pages of the session do not tell it again.
 */
export function announceSignIn(customer: { id: number; hashed_email: string }, doc: { cookie: string } = document, target?: EventTarget): boolean {
  if (!hasSignInMark(doc.cookie)) return false;
  doc.cookie = signInMarkRemoval(typeof location !== "undefined" && location.protocol === "https:");
  emitLogin({ type: "login", userId: customer.id, hashedEmail: customer.hashed_email }, target as Parameters<typeof emitLogin>[1]);
  return true;
}

/**
 * Asks who is signed in, once per page load and again after signing in or out (the hint cookie changed, as
 * the log-in form's client-side navigation does, or a new sign-in's mark came); a guest is known from the
 * cookies alone.
 */
export function loadCustomer(): Promise<void> {
  const hint = hasSignedInHint(document.cookie);
  const key = `${hint}:${hasSignInMark(document.cookie)}`;
  if (asked && askedWithHint === key) return asked;
  askedWithHint = key;
  asked = (async () => {
    if (!hint) return set(GUEST);
    try {
      const customer = await apiClient.get<{
        id: number;
        customer: { wishlist_model_ids: number[] };
        cart_content: string | null;
        is_club_member?: boolean;
        hashed_email: string;
      }>("/api/customer/");
      // Announced, the mark is gone: the question need not be asked again for it.
      if (announceSignIn(customer)) askedWithHint = `${hint}:false`;
      set({
        status: "signed-in",
        id: customer.id,
        wishlist: new Set(customer.customer.wishlist_model_ids),
        cartContent: customer.cart_content,
        clubMember: customer.is_club_member === true,
      });
    } catch (error) {
      // Refused (the session ended): a guest. Anything else is worth a line in the log too.
      if (failureOf(error).status === null) console.error(JSON.stringify({ level: 40, msg: "customer not loaded", err: String(error) }));
      set(GUEST);
    }
  })();
  return asked;
}

/** The customer as far as known now, outside React. */
export function currentCustomer(): CustomerState {
  return state;
}

/** The customer as far as known; "unknown" on the server and until the first answer. */
export function useCustomer(): CustomerState {
  useEffect(() => {
    void loadCustomer();
  }, []);
  return useSyncExternalStore(subscribe, () => state, () => UNKNOWN);
}

export type ToggleOutcome = { kind: "added" } | { kind: "removed" } | { kind: "login"; message: string } | { kind: "failed" };

/**
 * POST /api/customer/wishlist_toggle/ and the list updated from its answer. A 401 means the
 * visitor is a guest after all (or the session ended): the caller sends them to log in with the message.
 */
export async function toggleWishlist(modelId: number): Promise<ToggleOutcome> {
  try {
    const { added } = await apiClient.post<{ added: boolean }>("/api/customer/wishlist_toggle/", { model_id: modelId });
    const wishlist = new Set(state.wishlist);
    if (added) wishlist.add(modelId);
    else wishlist.delete(modelId);
    set({ ...state, status: "signed-in", wishlist });
    return { kind: added ? "added" : "removed" };
  } catch (error) {
    const failure = failureOf(error);
    if (failure.status === 401) {
      set(GUEST);
      return { kind: "login", message: failure.message ?? "" };
    }
    console.error(JSON.stringify({ level: 40, msg: "wishlist toggle failed", modelId, err: String(error) }));
    return { kind: "failed" };
  }
}
