/**
 * The signed-in customer in the browser (document 1 §3 "Client state", document 3 §3): asked once per page
 * load from GET /api/customer/, and only when the signed-in hint cookie says someone is signed in
 * (docs/decisions/0021), so a guest's page makes no call. Pages rendered for everybody (the cached grid
 * pages) learn the wishlist here; the wishlist toggle keeps it up to date.
 */
import { useEffect, useSyncExternalStore } from "react";
import { hasSignedInHint } from "#core/accounts/auth-cookie.ts";

export interface CustomerState {
  status: "unknown" | "guest" | "signed-in";
  id: number | null;
  wishlist: ReadonlySet<number>;
}

const UNKNOWN: CustomerState = { status: "unknown", id: null, wishlist: new Set() };
const GUEST: CustomerState = { status: "guest", id: null, wishlist: new Set() };

let state: CustomerState = UNKNOWN;
let asked: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: CustomerState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks once who is signed in (a guest is known from the cookies alone). */
export function loadCustomer(): Promise<void> {
  asked ??= (async () => {
    if (!hasSignedInHint(document.cookie)) return set(GUEST);
    try {
      const response = await fetch("/api/customer/", { headers: { accept: "application/json" } });
      if (!response.ok) return set(GUEST);
      const customer = (await response.json()) as { id: number; customer: { wishlist_model_ids: number[] } };
      set({ status: "signed-in", id: customer.id, wishlist: new Set(customer.customer.wishlist_model_ids) });
    } catch (error) {
      console.error(JSON.stringify({ level: 40, msg: "customer not loaded", err: String(error) }));
      set(GUEST);
    }
  })();
  return asked;
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
 * POST /api/customer/wishlist_toggle/ and the list updated from its answer (document 3 §4). A 401 means the
 * visitor is a guest after all (or the session ended): the caller sends them to log in with the message.
 */
export async function toggleWishlist(modelId: number): Promise<ToggleOutcome> {
  try {
    const response = await fetch("/api/customer/wishlist_toggle/", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ model_id: modelId }),
    });
    if (response.status === 401) {
      set(GUEST);
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      return { kind: "login", message: body.message ?? "" };
    }
    if (!response.ok) throw new Error(`status ${response.status}`);
    const { added } = (await response.json()) as { added: boolean };
    const wishlist = new Set(state.wishlist);
    if (added) wishlist.add(modelId);
    else wishlist.delete(modelId);
    set({ ...state, status: "signed-in", wishlist });
    return { kind: added ? "added" : "removed" };
  } catch (error) {
    console.error(JSON.stringify({ level: 40, msg: "wishlist toggle failed", modelId, err: String(error) }));
    return { kind: "failed" };
  }
}
