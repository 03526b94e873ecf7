import { DomainError } from "#core/errors.ts";
import { slugify } from "#core/text/slugify.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import type { FormFields, Parsed, Problems } from "./model-form.ts";
import { requireAdmin, type Actor } from "./roles.ts";

/**
 * The stores in the back office (admins): their names and addresses, the order the product page's availability
 * lists them in, whether they hand out web orders, and their opening hours with exceptions.
 *
 * - Hours are a day's opening and closing as typed (`10-20`, `9.30-17`, `10:00–18:00`), kept as `10-20` or
 *   `9.30-17`; an empty day is closed. Opening must be before closing.
 * - An exception is a day (YYYY-MM-DD) with its hours or "closed", one a line; a day once.
 * - The display order is a whole number; a store with 0 is not listed in availability lists.
 * - Coordinates are decimal degrees (a point or a comma), latitude −90 to 90 and longitude −180 to 180, both or
 *   neither; the product page's nearest-store order uses them.
 * - A new store is a shop (retail; the web warehouse is the shop's own) with an address name made from its name
 *   unless typed: lower-case letters, digits and hyphens, no other store's, fixed once created (its page's address).
 * - A store is removed after a tick to confirm. Refused for the web warehouse and the main store, while pieces
 *   are in its stock or reserved there, while orders not yet delivered or cancelled are to be picked up there,
 *   while returned pieces are held there and while open complaints are to be handed in or collected there.
 *   Otherwise it is deleted with its texts and empty stock rows; when history still names it (till receipts,
 *   complaints, past orders' pickups) it is kept for that history as removed instead: out of every list of the
 *   shop and the back office, handing out nothing, its address name freed for another store.
 */

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface StoreHours {
  regular: Record<Weekday, string | null>;
  exceptions?: Array<{ date: string; hours: string | null }>;
}

export interface AdminStore {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  type: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  stockDisplayOrder: number;
  pickup: boolean;
  quickPickup: boolean;
  openingHours: StoreHours | null;
  /** Decimal degrees; null when not known. */
  latitude: number | null;
  longitude: number | null;
  /** The name, short name and description in the languages that have their own. */
  texts: Partial<Record<Lang, { name: string; shortName: string; descriptionHtml: string }>>;
}

export type StoreInput = Omit<AdminStore, "id" | "slug" | "type">;

/** What still needs a store, as its removal is weighed. */
export interface StoreUse {
  /** The web warehouse (type web) or the store marked main. */
  isWarehouseOrMain: boolean;
  /** Pieces on hand or reserved in its stock. */
  stockPieces: number;
  /** Orders not yet delivered or cancelled that are to be picked up there or hold pieces there. */
  openOrders: number;
  /** Returned pieces held there, not yet released. */
  heldPieces: number;
  /** Complaints not yet processed or rejected that are to be handed in or collected there. */
  openComplaints: number;
  /** Rows of history that name it: till receipts, complaints, past orders' pickups, released holds. */
  history: number;
}

export type StoreRefusal = "warehouse" | "stock" | "orders" | "holds" | "complaints";

/** Removing a store: refused (why), deleted, or kept for its history as removed. */
export function storeRemoval(use: StoreUse): { kind: "refused"; reasons: StoreRefusal[] } | { kind: "delete" } | { kind: "retire" } {
  const reasons: StoreRefusal[] = [];
  if (use.isWarehouseOrMain) reasons.push("warehouse");
  if (use.stockPieces > 0) reasons.push("stock");
  if (use.openOrders > 0) reasons.push("orders");
  if (use.heldPieces > 0) reasons.push("holds");
  if (use.openComplaints > 0) reasons.push("complaints");
  if (reasons.length > 0) return { kind: "refused", reasons };
  return use.history > 0 ? { kind: "retire" } : { kind: "delete" };
}

export interface StoreRepository {
  /** The stores not removed. */
  stores(): Promise<AdminStore[]>;
  /** Writes the store with its audit row; answers false when there is no such store. */
  saveStore(id: number, input: StoreInput, audit: (before: AdminStore) => { action: string; before: unknown; after: unknown }, actor: Actor): Promise<boolean>;
  /** A new store with its audit row, under the next id; null when the address name is taken. */
  createStore(slug: string, input: StoreInput, audit: (after: AdminStore) => { action: string; before: unknown; after: unknown }, actor: Actor): Promise<number | null>;
  /**
   * Weighs the store's removal (`decide`) with its rows locked and carries it out with its audit row; null when
   * there is no such store.
   */
  removeStore(
    id: number,
    decide: (use: StoreUse) => ReturnType<typeof storeRemoval>,
    audit: (before: AdminStore, kind: "delete" | "retire") => { action: string; before: unknown; after: unknown },
    actor: Actor,
  ): Promise<ReturnType<typeof storeRemoval> | null>;
}

const minutes = (hour: string, minute: string | undefined) => Number(hour) * 60 + Number(minute ?? 0);
const clock = (hour: string, minute: string | undefined) => (minute && minute !== "00" ? `${Number(hour)}.${minute}` : String(Number(hour)));

/** A day's hours as typed, in the stored form; null for an empty (closed) day; undefined when not hours. */
export function parseHours(text: string): string | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  const match = /^(\d{1,2})(?:[.:](\d{2}))?\s*[-–]\s*(\d{1,2})(?:[.:](\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const [, openHour, openMinute, closeHour, closeMinute] = match;
  if (Number(openHour) > 23 || Number(closeHour) > 24 || Number(openMinute ?? 0) > 59 || Number(closeMinute ?? 0) > 59) return undefined;
  if (minutes(openHour!, openMinute) >= minutes(closeHour!, closeMinute)) return undefined;
  return `${clock(openHour!, openMinute)}-${clock(closeHour!, closeMinute)}`;
}

const CLOSED = /^(closed|suljettu|stängt|geschlossen|fermé|закрыто|-)$/i;

/** The exception lines: `2026-12-24 10-14` or `2026-12-25 closed`, a day once. */
export function parseExceptions(text: string): Array<{ date: string; hours: string | null }> | undefined {
  const exceptions: Array<{ date: string; hours: string | null }> = [];
  for (const line of text.split(/\r?\n/).map((part) => part.trim()).filter((part) => part !== "")) {
    const match = /^(\d{4}-\d{2}-\d{2})\s+(.+)$/.exec(line);
    if (!match || Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)) || new Date(`${match[1]}T00:00:00Z`).toISOString().slice(0, 10) !== match[1]) return undefined;
    const hours = CLOSED.test(match[2]!.trim()) ? null : parseHours(match[2]!);
    if (hours === undefined || exceptions.some((exception) => exception.date === match[1])) return undefined;
    exceptions.push({ date: match[1]!, hours });
  }
  return exceptions.sort((a, b) => a.date.localeCompare(b.date));
}

/** A coordinate as typed (`60.1699`, `60,1699`) within ±limit, rounded to the stored six decimals; null when empty; undefined when not one. */
export function parseCoordinate(text: string, limit: 90 | 180): number | null | undefined {
  const value = text.trim().replace(",", ".");
  if (value === "") return null;
  if (!/^[-−]?\d{1,3}(?:\.\d{1,12})?$/.test(value)) return undefined;
  const number = Number(value.replace("−", "-"));
  if (Math.abs(number) > limit) return undefined;
  return Math.round(number * 1e6) / 1e6;
}

export const hoursFieldName = (day: Weekday) => `hours_${day}`;
export const storeTextFieldName = (field: "name" | "shortName" | "descriptionHtml", lang: Lang) => `${field}_${lang}`;

export function parseStoreForm(fields: FormFields): Parsed<StoreInput> {
  const problems: Problems = {};
  const text = (name: string, max: number, required = false) => {
    const value = fields.get(name).trim();
    if (required && value === "") problems[name] = "required";
    else if (value.length > max) problems[name] = "tooLong";
    return value;
  };
  const name = text("name", 100, true);
  const shortName = text("shortName", 40) || name;
  const address = text("address", 200);
  const postalCode = text("postalCode", 20);
  const city = text("city", 100);
  const phone = text("phone", 40);
  const email = text("email", 200);
  if (email !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = "invalid";
  const orderText = fields.get("stockDisplayOrder").trim();
  const stockDisplayOrder = /^\d{1,4}$/.test(orderText) ? Number(orderText) : null;
  if (stockDisplayOrder === null) problems.stockDisplayOrder = orderText === "" ? "required" : "invalid";
  const regular = {} as Record<Weekday, string | null>;
  for (const day of WEEKDAYS) {
    const hours = parseHours(fields.get(hoursFieldName(day)));
    if (hours === undefined) problems[hoursFieldName(day)] = "invalid";
    regular[day] = hours ?? null;
  }
  const texts: StoreInput["texts"] = {};
  for (const lang of LANGUAGES) {
    const own = { name: text(storeTextFieldName("name", lang), 100), shortName: text(storeTextFieldName("shortName", lang), 40), descriptionHtml: text(storeTextFieldName("descriptionHtml", lang), 20_000) };
    if (own.name !== "") texts[lang] = { ...own, shortName: own.shortName || own.name };
  }
  const exceptions = parseExceptions(fields.get("exceptions"));
  if (exceptions === undefined) problems.exceptions = "invalid";
  const latitude = parseCoordinate(fields.get("latitude"), 90);
  const longitude = parseCoordinate(fields.get("longitude"), 180);
  if (latitude === undefined) problems.latitude = "invalid";
  if (longitude === undefined) problems.longitude = "invalid";
  if (latitude === null && longitude !== null && longitude !== undefined) problems.latitude = "required";
  if (longitude === null && latitude !== null && latitude !== undefined) problems.longitude = "required";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const anyHours = WEEKDAYS.some((day) => regular[day] !== null) || (exceptions ?? []).length > 0;
  return {
    ok: true,
    value: {
      name,
      shortName,
      address,
      postalCode,
      city,
      phone,
      email,
      stockDisplayOrder: stockDisplayOrder!,
      pickup: fields.get("pickup") === "on",
      quickPickup: fields.get("quickPickup") === "on",
      openingHours: anyHours ? { regular, ...(exceptions!.length > 0 ? { exceptions: exceptions! } : {}) } : null,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
      texts,
    },
  };
}

/** The exceptions as the form shows them, a line each, a closed day in the page's word for it. */
export function exceptionsText(hours: StoreHours | null, closed: string): string {
  return (hours?.exceptions ?? []).map((exception) => `${exception.date} ${exception.hours ?? closed}`).join("\n");
}

/** A new store's form: its address name (made from the name unless typed) and the fields every store has. */
export function parseNewStoreForm(fields: FormFields): Parsed<{ slug: string; input: StoreInput }> {
  const parsed = parseStoreForm(fields);
  const typed = fields.get("slug").trim();
  const name = fields.get("name").trim();
  const slug = typed === "" ? slugify(name) : typed;
  const slugProblem = typed.length > 60 ? "tooLong" : (typed !== "" || name !== "") && (slug === "" || slug !== slugify(slug)) ? "invalid" : null;
  if (!parsed.ok || slugProblem) return { ok: false, problems: { ...(parsed.ok ? {} : parsed.problems), ...(slugProblem ? { slug: slugProblem } : {}) } };
  return { ok: true, value: { slug, input: parsed.value } };
}

export type StoreRemovalOutcome = { ok: true; kind: "delete" | "retire" } | { ok: false; problems: Problems } | { ok: false; refused: StoreRefusal[] };

export function createStoreAdminService({ repository }: { repository: StoreRepository }) {
  return {
    async stores(actor: Actor): Promise<AdminStore[]> {
      requireAdmin(actor);
      return repository.stores();
    },

    async saveStore(actor: Actor, id: number, fields: FormFields): Promise<{ ok: true } | { ok: false; problems: Problems }> {
      const admin = requireAdmin(actor);
      const parsed = parseStoreForm(fields);
      if (!parsed.ok) return parsed;
      const input = parsed.value;
      const found = await repository.saveStore(id, input, (before) => ({ action: "store.update", ...changed(storeSnapshot(before), storeSnapshot({ ...before, ...input })) }), admin);
      if (!found) throw new DomainError("NOT_FOUND", "No such store");
      return { ok: true };
    },

    async createStore(actor: Actor, fields: FormFields): Promise<{ ok: true; id: number } | { ok: false; problems: Problems }> {
      const admin = requireAdmin(actor);
      const parsed = parseNewStoreForm(fields);
      if (!parsed.ok) return parsed;
      const id = await repository.createStore(parsed.value.slug, parsed.value.input, (after) => ({ action: "store.create", before: null, after: { slug: after.slug, ...storeSnapshot(after) } }), admin);
      if (id === null) return { ok: false, problems: { slug: "taken" } };
      return { ok: true, id };
    },

    /** Removes a store (the `confirm` tick given) that nothing open needs: deleted, or kept as removed for its history. */
    async removeStore(actor: Actor, id: number, fields: FormFields): Promise<StoreRemovalOutcome> {
      const admin = requireAdmin(actor);
      if (fields.get("confirm") !== "on") return { ok: false, problems: { confirm: "required" } };
      const outcome = await repository.removeStore(
        id,
        storeRemoval,
        (before, kind) => ({ action: kind === "delete" ? "store.delete" : "store.remove", before: { slug: before.slug, ...storeSnapshot(before) }, after: kind === "delete" ? null : { removed: true } }),
        admin,
      );
      if (outcome === null) throw new DomainError("NOT_FOUND", "No such store");
      return outcome.kind === "refused" ? { ok: false, refused: outcome.reasons } : { ok: true, kind: outcome.kind };
    },
  };
}

export type StoreAdminService = ReturnType<typeof createStoreAdminService>;

function storeSnapshot(store: AdminStore): Record<string, unknown> {
  const { id: _id, slug: _slug, type: _type, ...rest } = store;
  return rest;
}

/** Only the fields that changed, before and after. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])) };
}
