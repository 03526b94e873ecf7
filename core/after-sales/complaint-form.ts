import { addressProblem } from "#core/mail/mailer.ts";

/**
 * The complaint (reclamation) form: a product that broke or was faulty, bought at the web store or at one
 * of the stores. The shop needs to reach the shopper, to find the purchase and to know the product and the
 * fault; everything else is optional.
 *
 * - Contact: name, e-mail address and phone are required. The postal address is required only when the
 *   product travels by post (the target store is the web store): the shop sends it back from there.
 * - Where it was bought (salesChannel): "S", the web store, or "K", a store. With S the store is always the
 *   web store and the web order's number is required; the web store's order numbers start with their
 *   channel's letter, and a number typed as digits alone is given it. With K the store is required and the
 *   receipt's number is optional (a club member's purchases are found by their card).
 * - The target store is where the shopper brings the product, or the web store for sending it by post.
 * - The date of purchase is required, not in the future and not before the shop opened (1970).
 * - The price is optional (0 when not given), in euros with a comma or a point, at most 100 000.
 * - Manufacturer and model are required; the size too, unless the product has none.
 * - The complaint text is required: at least a few words, at most 4000 characters.
 */

export const SALES_CHANNELS = ["S", "K"] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** The web store's letter on its order numbers. */
export const WEB_ORDER_PREFIX = "W";

export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 4000;
const MAX_PRICE_CENTS = 100_000_00;
const FIRST_PURCHASE_DATE = "1970-01-01";

/** The form's fields as typed; `used` and `noSize` are ticks. */
export interface ComplaintInput {
  customerName: string;
  email: string;
  phone: string;
  address: string;
  postNumber: string;
  city: string;
  salesChannel: string;
  store: string;
  targetStore: string;
  orderNumber: string;
  receipt: string;
  timeOfPurchase: string;
  price: string;
  used: boolean;
  manufacturer: string;
  model: string;
  color: string;
  size: string;
  noSize: boolean;
  complaint: string;
  /** The order row it concerns, when started from the order history. */
  rowId: string;
}

export type ComplaintField = Exclude<keyof ComplaintInput, "used" | "noSize">;

export type ComplaintProblemCode = "required" | "invalid" | "tooLong" | "tooShort" | "future" | "tooEarly" | "notAStore";

export type ComplaintProblems = Partial<Record<ComplaintField, ComplaintProblemCode>>;

/** The longest each text field may be; longer is refused, never cut. */
export const COMPLAINT_MAX_LENGTH: Readonly<Record<ComplaintField, number>> = {
  customerName: 100,
  email: 254,
  phone: 30,
  address: 200,
  postNumber: 10,
  city: 100,
  salesChannel: 1,
  store: 6,
  targetStore: 6,
  orderNumber: 20,
  receipt: 40,
  timeOfPurchase: 10,
  price: 12,
  manufacturer: 100,
  model: 200,
  color: 60,
  size: 40,
  complaint: COMPLAINT_TEXT_MAX,
  rowId: 6,
};

/** The stores the form offers: the web store (sending by post) and the stores a shopper can walk into. */
export interface ComplaintStores {
  webStoreId: number;
  storeIds: readonly number[];
}

/** A complaint as kept, its texts trimmed and its choices resolved. */
export interface CleanComplaint {
  customerName: string;
  email: string;
  phone: string;
  address: string;
  postNumber: string;
  city: string;
  salesChannel: SalesChannel;
  storeId: number;
  targetStoreId: number;
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
  orderPosition: number | null;
}

/** Euros as typed ("49,90", "49.9", "49") in cents, or null when it is not such a number. */
export function parseEuros(value: string): number | null {
  const text = value.trim().replace(/\s/g, "").replace(",", ".");
  if (text === "") return 0;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * A web order number as the shopper typed it, with the web store's letter: spaces and case forgiven, digits
 * alone given the letter. Null when it is no order number.
 */
export function webOrderNumber(value: string): string | null {
  const cleaned = value.replace(/\s+/g, "").toUpperCase();
  if (/^\d{1,12}$/.test(cleaned)) return `${WEB_ORDER_PREFIX}${cleaned}`;
  return /^[A-Z]\d{1,12}$/.test(cleaned) ? cleaned : null;
}

function storeId(value: string, allowed: readonly number[]): number | null {
  if (!/^\d{1,6}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return allowed.includes(id) ? id : null;
}

/**
 * What is wrong with each field, by the rules above (`today` as YYYY-MM-DD in the shop's time zone); empty
 * when the complaint may be sent.
 */
export function complaintProblems(input: ComplaintInput, stores: ComplaintStores, today: string): ComplaintProblems {
  const problems: ComplaintProblems = {};
  const value = (field: ComplaintField) => input[field].trim();
  for (const field of Object.keys(COMPLAINT_MAX_LENGTH) as ComplaintField[]) {
    if (value(field).length > COMPLAINT_MAX_LENGTH[field]) problems[field] = "tooLong";
  }
  const required = (field: ComplaintField) => {
    if (!problems[field] && value(field) === "") problems[field] = "required";
  };
  required("customerName");
  required("email");
  if (!problems.email && addressProblem(value("email")) !== null) problems.email = "invalid";
  required("phone");
  if (!problems.phone && !/^\+?[\d\s()-]{5,}$/.test(value("phone"))) problems.phone = "invalid";

  const channel = value("salesChannel");
  if (channel === "") problems.salesChannel = "required";
  else if (!(SALES_CHANNELS as readonly string[]).includes(channel)) problems.salesChannel = "invalid";
  if (channel === "S") {
    required("orderNumber");
    if (!problems.orderNumber && webOrderNumber(value("orderNumber")) === null) problems.orderNumber = "invalid";
  }
  if (channel === "K") {
    required("store");
    if (!problems.store && storeId(value("store"), stores.storeIds) === null) problems.store = "notAStore";
  }

  required("targetStore");
  const target = problems.targetStore ? null : storeId(value("targetStore"), [stores.webStoreId, ...stores.storeIds]);
  if (!problems.targetStore && target === null) problems.targetStore = "notAStore";
  if (target === stores.webStoreId) {
    required("address");
    required("postNumber");
    required("city");
  }
  if (!problems.postNumber && value("postNumber") !== "" && !/^[A-Za-z0-9 -]{2,10}$/.test(value("postNumber"))) problems.postNumber = "invalid";

  required("timeOfPurchase");
  if (!problems.timeOfPurchase) {
    const date = value("timeOfPurchase");
    if (!isCalendarDate(date)) problems.timeOfPurchase = "invalid";
    else if (date > today) problems.timeOfPurchase = "future";
    else if (date < FIRST_PURCHASE_DATE) problems.timeOfPurchase = "tooEarly";
  }
  if (!problems.price) {
    const cents = parseEuros(value("price"));
    if (cents === null || cents > MAX_PRICE_CENTS) problems.price = "invalid";
  }
  required("manufacturer");
  required("model");
  if (!input.noSize) required("size");
  required("complaint");
  if (!problems.complaint && value("complaint").length < COMPLAINT_TEXT_MIN) problems.complaint = "tooShort";
  if (!problems.rowId && value("rowId") !== "" && !/^\d{1,4}$/.test(value("rowId"))) problems.rowId = "invalid";
  return problems;
}

/** The complaint as kept; call only when `complaintProblems` found nothing. */
export function cleanComplaint(input: ComplaintInput, stores: ComplaintStores): CleanComplaint {
  const value = (field: ComplaintField) => input[field].trim();
  const channel = value("salesChannel") as SalesChannel;
  return {
    customerName: value("customerName").replace(/\s+/g, " "),
    email: value("email"),
    phone: value("phone"),
    address: value("address"),
    postNumber: value("postNumber").toUpperCase(),
    city: value("city"),
    salesChannel: channel,
    // Bought at the web store: the store is the web store whatever the form said.
    storeId: channel === "S" ? stores.webStoreId : Number(value("store")),
    targetStoreId: Number(value("targetStore")),
    orderNumber: channel === "S" ? webOrderNumber(value("orderNumber"))! : "",
    receipt: channel === "K" ? value("receipt") : "",
    timeOfPurchase: value("timeOfPurchase"),
    priceCents: parseEuros(value("price")) ?? 0,
    used: input.used,
    manufacturer: value("manufacturer"),
    model: value("model"),
    color: value("color"),
    size: input.noSize ? "" : value("size"),
    noSize: input.noSize,
    complaint: input.complaint.replace(/\r\n?/g, "\n").trim(),
    orderPosition: value("rowId") === "" ? null : Number(value("rowId")),
  };
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An empty form; `price` starts at 0 as the shop's form always did. */
export function emptyComplaint(): ComplaintInput {
  return {
    customerName: "",
    email: "",
    phone: "",
    address: "",
    postNumber: "",
    city: "",
    salesChannel: "",
    store: "",
    targetStore: "",
    orderNumber: "",
    receipt: "",
    timeOfPurchase: "",
    price: "0",
    used: false,
    manufacturer: "",
    model: "",
    color: "",
    size: "",
    noSize: false,
    complaint: "",
    rowId: "",
  };
}
