import { rowIdOf } from "../text/row-id.ts";
import { priceMode, priceReduction, type ReferenceRule } from "../catalog/listing/price-mode.ts";
import { limitIn, type DeliveryLimitRow } from "../delivery/delivery-limits.ts";
import { servesCountry, type DeliveryMethod } from "../delivery/fast-shipping.ts";
import { formatPrice } from "../money/format-price.ts";
import { maxAmountOf } from "../product/cart-amount.ts";
import { isOrderable } from "../product/orderable.ts";
import { rangeString, shippingRange } from "../product/shipping-time.ts";
import type { ProductVariant } from "../product/types.ts";
import { sha256Hex } from "../accounts/session-token.server.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isBundleId, parseBundleId } from "../product/bundle.ts";
import { bundleOfRow, bundleSellable, type BundleDefinition } from "./bundle-rows.ts";
import { needsCustomsAcknowledgement, type RepackSettings } from "./cart-delivery.ts";
import { checkRow, mergeRows, piecesPerVariant, rowPieces, shareStock, type CheckedRow, type RequestedRow, type SellableVariant } from "./cart-rows.ts";
import { dropsCode, uniqueCodes, type DiscountCode, type DiscountCodeProblem } from "./discount-codes.ts";
import type { GiftCardAccount, GiftCardProblem } from "./gift-card-payments.ts";
import { priceCart } from "./price-cart.ts";
import { campaignOpen, normalizeCampaignCode, type GiftCampaign } from "../product/gift-campaign.ts";
import { expressReady, expressStoresFor } from "./express-pickup.ts";
import { chargedDeliveries, deliveryParts, type DeliveryParts, type PartDeliveryMode } from "./part-delivery.ts";
import { checkoutRequestFrom } from "./cart-request.ts";
import { checkoutAnswer } from "./checkout-answer.ts";
import type { CheckoutAnswer, CheckoutBody } from "./checkout-contract.ts";
import type { CheckoutRequest, CheckoutResult, EmbeddedCheckout, EmbeddedCheckoutRequest, PaymentMethod } from "./checkout-types.ts";

export type { CheckoutRequest, CheckoutResult, GiftCardProductRequest, PaymentMethod } from "./checkout-types.ts";

/**
 * The checkout service: a cart validated and priced (validate), and the answer of POST /api/checkout/
 * (answer). Everything it says comes from the database and the rules in this folder; the request only
 * names what the shopper chose.
 */

/** A variant as the cart reads it, in one language and tax area. */
export interface CartVariantRow extends ProductVariant {
  modelId: number;
  name: string;
  variantName: string;
  image: string | null;
  /** The model's path on this storefront, without the query. */
  modelPath: string;
  activeCents: number | null;
  regularCents: number | null;
  /** What a club member pays, when the variant has a club price. */
  clubCents: number | null;
  /** The price without any discount campaign (an outdoor price's list price). */
  discountFreeCents: number | null;
  /** The lowest active price of the 30 days before today, where kept. */
  lowest30dCents: number | null;
  belongsToOutlet: boolean;
  /** The VAT rate of the model's tax class in the tax area, basis points. */
  vatBp: number;
  discountsAllowed: boolean;
  isGiftCard: boolean;
  /** Pieces that can be sold online, and pieces only in stores whose online sale is blocked. */
  freePieces: number;
  blockedPieces: number;
  /** Free pieces on the shelves of express-pickup stores, by store id (stores with none left out). */
  expressFree: Record<string, number>;
  /** The model's delivery limit rows, block texts in the cart's language. */
  limits: DeliveryLimitRow[];
}

/** The cart's variants with their stock; a variant without stock rows has none. */
export function withStock(facts: readonly CartVariantFacts[], stock: readonly CartVariantStock[]): CartVariantRow[] {
  const byVariant = new Map(stock.map((entry) => [entry.variantId, entry]));
  return facts.map((fact) => {
    const { freePieces = 0, blockedPieces = 0, expressFree = {} } = byVariant.get(fact.id) ?? {};
    // Stock held only where online purchase is blocked is blocked stock (docs/behaviour.md, "Can it be bought online").
    return { ...fact, freePieces, blockedPieces, expressFree, inStock: freePieces > 0 || blockedPieces > 0, blockedStock: freePieces === 0 && blockedPieces > 0 };
  });
}

export interface GiftCampaignCode {
  code: string;
  campaign: Pick<GiftCampaign, "slug" | "isActive" | "startsAt" | "endsAt">;
  redeemed: boolean;
  modelIds: number[];
}

/** The part of a cart variant that changes only when the catalogue is edited: texts, prices, VAT, limits. */
export type CartVariantFacts = Omit<CartVariantRow, "inStock" | "blockedStock" | "freePieces" | "blockedPieces" | "expressFree">;

/** The part that changes with every sale. */
export interface CartVariantStock {
  variantId: number;
  freePieces: number;
  blockedPieces: number;
  expressFree: Record<string, number>;
}

export interface CheckoutRepository {
  /** Active variants of public models by id, texts in `lang`, prices in the tax area; no stock. */
  cartVariantFacts(input: { ids: readonly number[]; lang: Lang; taxAreaId: number }): Promise<CartVariantFacts[]>;
  /**
   * What changes with every sale, in one read: the variants' stock (a variant with no stock row is left
   * out), and the discount codes and gift cards among the codes (normalized).
   */
  cartLive(input: { ids: readonly number[]; codes: readonly string[] }): Promise<{ stock: CartVariantStock[]; discountCodes: DiscountCode[]; giftCards: GiftCardAccount[] }>;
  /** A gift campaign code (upper-case) with its campaign and the models it can be redeemed for; null when unknown. */
  giftCampaignCode(code: string): Promise<GiftCampaignCode | null>;
  /** Active bundles of these main models with their price in the tax area, names in `lang`. */
  bundles(input: { mainModelIds: readonly number[]; lang: Lang; taxAreaId: number }): Promise<BundleDefinition[]>;
  /** Enabled payment methods, names in `lang`, in display order. */
  paymentMethods(lang: Lang): Promise<PaymentMethod[]>;
}

export interface CheckoutDependencies {
  repository: CheckoutRepository;
  /** The enabled delivery methods, names in `lang` (core/delivery). */
  deliveryMethods(lang: Lang): Promise<DeliveryMethod[]>;
  /** The tax area and whether deliveries to the country are open. */
  country(lang: Lang, code: string): Promise<{ taxAreaId: number; isEnabled: boolean; name: string } | null>;
  /** The price-indication rule of a tax area (core/catalog/listing/price-mode.ts referenceRuleOfTaxArea). */
  referenceRuleOf(taxAreaId: number): Promise<ReferenceRule>;
  repackSettings(): Promise<RepackSettings>;
  /** The general setting part_delivery_mode (./part-delivery.ts). */
  partDeliveryMode(): Promise<PartDeliveryMode>;
  /** The payment providers this deployment is set up for (payment_methods.provider). */
  paymentProviders: readonly string[];
  /**
   * Providers offered to admins only, in the payment step's section marked admin only: the
   * built-in test provider once the shop takes real payments, so that nobody else pays with play money.
   */
  adminOnlyProviders?: readonly string[];
  /** The stores that hand out express pickups, names in `lang`. */
  expressStores(lang: Lang): Promise<Array<{ id: number; name: string }>>;
  /** Counts a hit on a rate-limit key shared by every process (core/rate-limits). */
  hitRateLimit(key: string, windowMs: number): Promise<{ count: number }>;
  /** The count of a rate-limit key's running window, without adding to it. */
  peekRateLimit(key: string): Promise<number>;
  /**
   * The payment step's embedded checkout (Klarna's, core/payments/klarna-checkout.ts), opened or updated by
   * the step's validations; absent where it is not set up, and in the service that places orders.
   */
  embeddedCheckout?: { offer(input: EmbeddedCheckoutRequest): Promise<EmbeddedCheckout> } | null;
  /** The static pages' links in `lang` (core/content): the embedded checkout links to the terms page. */
  staticPageLinks?(lang: Lang): Promise<ReadonlyArray<{ key: string; slug: string }>>;
  now?: () => Date;
}

/**
 * Distinct unknown codes per client address and window: gift card codes are worth money, so guessing
 * them is slowed down. A code is counted once however often the cart sends it again (a typo left in the
 * list costs one), and carts whose codes are all known are never limited.
 */
export const CODE_GUESS_LIMIT = { perAddress: 20, windowMs: 10 * 60 * 1000 } as const;

/** Gift cards are sold from 10 to 10,000 euros in steps of 10. */
export const GIFT_CARD_STEP_EUROS = 10;
export const GIFT_CARD_MAX_EUROS = 10_000;

export function isGiftCardAmount(euros: number): boolean {
  return Number.isInteger(euros) && euros >= GIFT_CARD_STEP_EUROS && euros <= GIFT_CARD_MAX_EUROS && euros % GIFT_CARD_STEP_EUROS === 0;
}

const CODE_MESSAGE: Record<DiscountCodeProblem | GiftCardProblem, Parameters<typeof translate>[1]> = {
  unknown: "checkout.codeUnknown",
  "not-yet-valid": "checkout.codeNotYetValid",
  expired: "checkout.codeExpired",
  "used-up": "checkout.codeUsedUp",
  "below-minimum": "checkout.codeBelowMinimum",
  "one-per-order": "checkout.codeOnePerOrder",
  "nothing-eligible": "checkout.codeNothingEligible",
  empty: "checkout.giftCardEmpty",
};

function variantIdOf(productId: string): number | null {
  return rowIdOf(productId);
}

/**
 * The price a cart row strikes beside what the shopper pays, by the rule of the card and the product page:
 * for a member paying the club price, the price others pay; otherwise the announced reduction's reference
 * (under the EU rule the 30-day lowest price, else the list price), or nothing when there is none.
 */
export function struckPriceOf(row: CartVariantRow, unitCents: number, rule: ReferenceRule): number | null {
  if (row.activeCents === null) return null;
  if (unitCents < row.activeCents) return row.activeCents;
  const active = row.activeCents;
  const regular = row.regularCents ?? active;
  const discountFree = row.discountFreeCents ?? regular;
  const type = priceMode({
    active,
    regular,
    club: row.clubCents,
    discountFree,
    isOutlet: row.belongsToOutlet,
    discountsAllowed: row.discountsAllowed,
  });
  return priceReduction({ active, regular, discountFree, lowest30d: row.lowest30dCents, type }, rule, { showsPercentage: false })?.reference ?? null;
}

/** What the row costs this shopper: a club member pays the club price where it is lower. */
export function unitPriceFor(row: Pick<CartVariantRow, "activeCents" | "clubCents">, clubMember: boolean): number | null {
  if (row.activeCents === null) return null;
  return clubMember && row.clubCents !== null && row.clubCents < row.activeCents ? row.clubCents : row.activeCents;
}

function sellable(
  row: CartVariantRow,
  limits: DeliveryLimitRow[],
  country: { code: string; isEnabled: boolean; methods: string[] },
  clubMember: boolean,
  rule: ReferenceRule,
): SellableVariant | null {
  const unitCents = unitPriceFor(row, clubMember);
  if (unitCents === null || row.isGiftCard) return null;
  const stock = { in_stock: row.freePieces, blocked_stock: row.blockedPieces, detailed_stocks: {}, blocked_stores: [] };
  const query = new URLSearchParams();
  if (row.colorSlug) query.set("color", row.colorSlug);
  if (row.sizeSlug) query.set("size", row.sizeSlug);
  if (row.typeSlug) query.set("type", row.typeSlug);
  const own = limits.find((limit) => limit.variantId === row.id) ?? limits.find((limit) => limit.variantId === 0);
  return {
    variantId: row.id,
    modelId: row.modelId,
    name: row.name,
    variantName: row.variantName,
    image: row.image,
    url: `${row.modelPath}${query.size > 0 ? `?${query}` : ""}`,
    unitCents,
    vatBp: row.vatBp,
    regularCents: struckPriceOf(row, unitCents, rule),
    discountsAllowed: row.discountsAllowed,
    isOrderable: isOrderable(row),
    maxAmount: maxAmountOf({ stock_data: stock }, row.onOrder),
    shippingTime: row.shippingTime,
    limit: limitIn(country, own),
  };
}


/**
 * POST /api/checkout/ as the server received it: the checked body, and what only the server knows (the
 * session's shopper, the storefront's country and origin, the client's address), never taken from the body.
 */
export interface CheckoutQuestion {
  body: CheckoutBody;
  lang: Lang;
  /** The storefront's delivery country; the body's country_code, when sent, wins. */
  countryCode: string;
  clientAddress: string;
  /** The storefront origin the shopper uses, for the addresses the embedded checkout sends them to. */
  origin: string;
  /** The signed-in shopper: a club member's rows are priced at the club price, an admin gets admin-only methods. */
  shopper: { id: number; isClubMember: boolean; isAdmin: boolean } | null;
}

export interface CheckoutService {
  validate(request: CheckoutRequest): Promise<CheckoutResult>;
  /**
   * The answer to a cart (./checkout-contract.ts): the cart validated, and on the payment step the embedded
   * checkout opened or updated with the cart as priced.
   */
  answer(question: CheckoutQuestion): Promise<CheckoutAnswer>;
}

/** What one validation reads: the shop's setup, the country, and the cart's variants, bundles, stock and codes. */
interface CartFacts {
  countryCode: string;
  country: { taxAreaId: number; isEnabled: boolean; name: string } | null;
  /** The delivery methods that serve the country, in display order. */
  countryMethods: DeliveryMethod[];
  repackSettings: RepackSettings;
  partMode: PartDeliveryMode;
  paymentMethods: PaymentMethod[];
  /** The product rows, one per id (cart-rows.ts mergeRows). */
  requested: RequestedRow[];
  /** The bundle rows' ids as parsed; null for one that does not parse. */
  bundleIds: Map<string, { modelId: number; variantIds: number[] } | null>;
  /** The codes as typed, normalized and unique. */
  codes: string[];
  /** The cart's variants with their stock, by id. */
  byId: Map<number, CartVariantRow>;
  bundles: BundleDefinition[];
  rule: ReferenceRule;
  discountCodes: DiscountCode[];
  giftCards: GiftCardAccount[];
}

/** The codes a validation may look at, after the limit on guessed codes. */
interface UsableCodes {
  discountByCode: Map<string, DiscountCode>;
  cardByCode: Map<string, GiftCardAccount>;
  codes: string[];
  /** Past the limit: no code was looked at. */
  tooManyGuesses: boolean;
}

type CheckedRows = Pick<CheckoutResult, "rows" | "giftCardRows">;

/** The cart priced, with the choices its price depends on. */
interface Pricing {
  priced: CheckoutResult["priced"];
  campaign: { applies: boolean; code: string; slug: string; problem: Parameters<typeof translate>[1] | null };
  express: { stores: Array<{ id: number; name: string }>; rowsWithout: CheckedRow[] };
  expressSelected: boolean;
  /** The two parts a part delivery would send; null when it is not offered. */
  parts: DeliveryParts | null;
  split: boolean;
  /** Parcels the delivery is charged for. */
  deliveries: number;
}

/**
 * The cart's rows checked against what the shop can sell now: product and bundle rows (several rows of one
 * variant share its stock), and gift card rows, each a gift card the shop sells, named as the shop names
 * it, at an amount it sells.
 */
function checkRows(request: CheckoutRequest, facts: CartFacts): CheckedRows {
  const { byId, bundleIds, bundles, rule } = facts;
  const countryData = { code: facts.countryCode, isEnabled: facts.country?.isEnabled ?? false, methods: facts.countryMethods.map((method) => method.slug) };
  const sellableOf = (id: number) => {
    const found = byId.get(id);
    return found ? sellable(found, found.limits, countryData, request.clubMember === true, rule) : null;
  };
  const modelOfVariant = new Map([...byId.values()].map((variant) => [variant.id, variant.modelId]));
  const rows = shareStock(
    facts.requested.map((row) => {
      const parsed = bundleIds.get(row.productId);
      if (parsed === undefined) return checkRow(row, sellableOf(variantIdOf(row.productId) ?? 0));
      const hint = row.bundleHash && /^\d{1,9}$/.test(row.bundleHash) ? Number(row.bundleHash) : null;
      const bundle = parsed ? bundleOfRow(parsed, hint, bundles, modelOfVariant) : null;
      const parts = bundle && parsed ? parsed.variantIds.map(sellableOf) : [];
      const complete = bundle !== null && parts.length > 0 && parts.every((part) => part !== null);
      return checkRow(row, complete ? bundleSellable(bundle, parts as SellableVariant[]) : null);
    }),
  );
  const giftCardRows = request.giftCardProducts.map((card) => {
    const found = byId.get(variantIdOf(card.productId) ?? 0);
    const isCard = found?.isGiftCard === true;
    return { request: isCard ? { ...card, name: found.name } : card, isGiftCard: isCard, counts: isCard && isGiftCardAmount(card.amount) };
  });
  return { rows, giftCardRows };
}

/** Every problem of the cart in the shopper's language, in the order of the cart, and the codes to drop. */
function collectProblems(
  request: CheckoutRequest,
  facts: CartFacts,
  { rows, giftCardRows }: CheckedRows,
  usable: UsableCodes,
  { priced, campaign, express }: Pricing,
): Pick<CheckoutResult, "errors" | "invalidCodes"> {
  const { lang } = request;
  const countryName = facts.country?.name ?? facts.countryCode.toUpperCase();
  const euros = (cents: number) => formatPrice(cents, { code: "EUR", rate: 1 }, lang);
  const errors: string[] = [];
  for (const row of rows) {
    const known = row.variant ?? facts.byId.get(variantIdOf(row.request.productId) ?? 0);
    const name = known ? [known.name, known.variantName].filter(Boolean).join(", ") : row.request.productId;
    for (const problem of row.problems) {
      if (problem.kind === "unavailable") errors.push(translate(lang, "checkout.rowUnavailable", { name }));
      else if (problem.kind === "amount-lowered") errors.push(translate(lang, "checkout.rowAmountLowered", { name, count: problem.maxAmount }));
      else errors.push([translate(lang, "checkout.rowNotShipped", { name, country: countryName }), problem.reason].filter(Boolean).join(" "));
    }
  }
  if (usable.tooManyGuesses) errors.push(translate(lang, "checkout.tooManyCodes"));
  if (campaign.problem) errors.push(translate(lang, campaign.problem));
  for (const row of giftCardRows) {
    if (!row.isGiftCard) errors.push(translate(lang, "checkout.rowUnavailable", { name: row.request.name || row.request.productId }));
    else if (!row.counts) errors.push(translate(lang, "checkout.giftCardAmount", { name: row.request.name }));
  }
  const invalidCodes: CheckoutResult["invalidCodes"] = [];
  for (const { code, problem } of [...priced.codeProblems, ...priced.giftCardProblems]) {
    const found = usable.discountByCode.get(code);
    const message = translate(lang, CODE_MESSAGE[problem], { code, minimum: euros(found?.minimumCents ?? 0) });
    errors.push(message);
    if (dropsCode(problem)) invalidCodes.push({ code, message });
  }
  if (request.pikanouto && express.stores.length === 0 && rows.some((row) => row.counts)) {
    const names = express.rowsWithout.map((row) => [row.variant!.name, row.variant!.variantName].filter(Boolean).join(", "));
    errors.push(names.length > 0 ? translate(lang, "checkout.expressUnavailableRows", { names: names.join("; ") }) : translate(lang, "checkout.expressNoSingleStore"));
  }
  if (rows.some((row) => row.counts) && priced.methods.length === 0) {
    errors.push(translate(lang, "checkout.noDeliveryMethods", { country: countryName }));
  }
  return { errors, invalidCodes };
}

/**
 * The payment methods this cart may be paid with: the provider is set up here, admin-only ones for admins
 * only (and marked), the country is served, and the amount due is within the method's range.
 */
function allowedPaymentMethods(
  deps: Pick<CheckoutDependencies, "paymentProviders" | "adminOnlyProviders">,
  request: CheckoutRequest,
  facts: CartFacts,
  dueCents: number,
): PaymentMethod[] {
  const adminOnly = deps.adminOnlyProviders ?? [];
  return facts.paymentMethods
    .filter(
      (method) =>
        deps.paymentProviders.includes(method.provider) &&
        (request.isAdmin === true || !adminOnly.includes(method.provider)) &&
        (method.countries.length === 0 || method.countries.includes(facts.countryCode)) &&
        dueCents >= method.minCents &&
        (method.maxCents === null || dueCents <= method.maxCents),
    )
    .map((method) => (adminOnly.includes(method.provider) ? { ...method, adminOnly: true } : method));
}

/** The slowest counted row's shipping range ('1-2'), or null. */
function slowestShippingTime(rows: readonly CheckedRow[]): string | null {
  const ranges = rows.filter((row) => row.counts && row.variant).map((row) => shippingRange(row.variant!.shippingTime));
  const slowest = ranges.reduce<ReturnType<typeof shippingRange>>((worst, range) => (range && (!worst || range.max > worst.max) ? range : worst), null);
  return slowest ? rangeString(slowest) : null;
}

/** Where the embedded checkout links to the shop's terms: the static page with the key `terms`, else the front page. */
async function termsPath(deps: Pick<CheckoutDependencies, "staticPageLinks">, lang: Lang): Promise<string> {
  const terms = (await deps.staticPageLinks?.(lang))?.find((link) => link.key === "terms");
  return terms ? `/${terms.slug}/` : "/";
}

export function createCheckoutService(deps: CheckoutDependencies): CheckoutService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Everything a validation reads, at once: the variants' facts and the bundles wait for the country's
   * tax area, the live read (stock, codes) does not.
   */
  async function loadFacts(request: CheckoutRequest): Promise<CartFacts> {
    const { lang } = request;
    const countryCode = request.countryCode.toLowerCase();
    const requested = mergeRows(request.products);
    const bundleIds = new Map(requested.filter((row) => isBundleId(row.productId)).map((row) => [row.productId, parseBundleId(row.productId)]));
    const partIds = [...bundleIds.values()].flatMap((parsed) => parsed?.variantIds ?? []);
    const cardIds = request.giftCardProducts.map((card) => variantIdOf(card.productId));
    const ids = [...new Set([...requested.map((row) => variantIdOf(row.productId)), ...partIds, ...cardIds].filter((id): id is number => id !== null))];
    const codes = uniqueCodes(request.codes);
    const mainModelIds = [...new Set([...bundleIds.values()].flatMap((parsed) => (parsed ? [parsed.modelId] : [])))];
    const countryRead = deps.country(lang, countryCode);
    const factsOf = async () => {
      const taxAreaId = (await countryRead)?.taxAreaId ?? 1;
      return Promise.all([
        ids.length > 0 ? repository.cartVariantFacts({ ids, lang, taxAreaId }) : [],
        mainModelIds.length > 0 ? repository.bundles({ mainModelIds, lang, taxAreaId }) : [],
        deps.referenceRuleOf(taxAreaId),
      ]);
    };
    const [country, methods, repackSettings, live, paymentMethods, partMode, [facts, bundles, rule]] = await Promise.all([
      countryRead,
      deps.deliveryMethods(lang),
      deps.repackSettings(),
      ids.length > 0 || codes.length > 0 ? repository.cartLive({ ids, codes }) : { stock: [], discountCodes: [], giftCards: [] },
      repository.paymentMethods(lang),
      deps.partDeliveryMode(),
      factsOf(),
    ]);
    const variants = withStock(facts, live.stock);
    return {
      countryCode,
      country,
      countryMethods: methods.filter((method) => servesCountry(method, countryCode)),
      repackSettings,
      partMode,
      paymentMethods,
      requested,
      bundleIds,
      codes,
      byId: new Map(variants.map((variant) => [variant.id, variant])),
      bundles,
      rule,
      discountCodes: live.discountCodes,
      giftCards: live.giftCards,
    };
  }

  /**
   * The codes this validation may look at (CODE_GUESS_LIMIT). Past the limit no code is looked at, known
   * or not, so the answer tells a guesser nothing.
   */
  async function limitCodeGuesses(request: CheckoutRequest, facts: CartFacts): Promise<UsableCodes> {
    const discountByCode = new Map(facts.discountCodes.map((code) => [code.code, code]));
    const cardByCode = new Map(facts.giftCards.map((card) => [card.code, card]));
    const unknown = facts.codes.filter((code) => !discountByCode.has(code) && !cardByCode.has(code));
    const addressKey = `checkout-code|${sha256Hex(request.clientAddress)}`;
    let guesses = unknown.length > 0 ? await deps.peekRateLimit(addressKey) : 0;
    for (const code of unknown) {
      const seen = await deps.hitRateLimit(`checkout-code-seen|${sha256Hex(`${request.clientAddress}|${code}`)}`, CODE_GUESS_LIMIT.windowMs);
      if (seen.count === 1) guesses = (await deps.hitRateLimit(addressKey, CODE_GUESS_LIMIT.windowMs)).count;
    }
    if (guesses > CODE_GUESS_LIMIT.perAddress) return { discountByCode: new Map(), cardByCode: new Map(), codes: [], tooManyGuesses: true };
    return { discountByCode, cardByCode, codes: facts.codes, tooManyGuesses: false };
  }

  /**
   * Where the order could be picked up as an express pickup (./express-pickup.ts): every counted row must
   * allow a store-express method of the country and be on a shelf (nothing made on order), and one express
   * store must hold all the pieces. `rowsWithout` names the rows that stop it on their own.
   */
  async function expressPickup(
    rows: readonly CheckedRow[],
    countryMethods: readonly DeliveryMethod[],
    byId: ReadonlyMap<number, CartVariantRow>,
    lang: Lang,
  ): Promise<{ stores: Array<{ id: number; name: string }>; rowsWithout: CheckedRow[] }> {
    const counted = rows.filter((row) => row.counts && row.variant);
    const expressSlugs = countryMethods.filter((method) => method.kind === "store-express").map((method) => method.slug);
    if (counted.length === 0 || expressSlugs.length === 0) return { stores: [], rowsWithout: counted };
    const stores = await deps.expressStores(lang);
    const freeByVariant = new Map([...byId].map(([id, variant]) => [id, variant.expressFree]));
    const storeIds = stores.map((store) => store.id);
    const rowsWithout = counted.filter((row) => {
      const pieces = rowPieces(row);
      if (!expressSlugs.some((slug) => row.variant!.limit.allowedDeliveryMethods.includes(slug))) return true;
      if (pieces.some((piece) => piece.madeOnOrder)) return true;
      return expressStoresFor(piecesPerVariant(pieces), freeByVariant, storeIds).length === 0;
    });
    if (rowsWithout.length > 0) return { stores: [], rowsWithout };
    const held = new Set(expressStoresFor(piecesPerVariant(counted.flatMap(rowPieces)), freeByVariant, storeIds));
    return { stores: stores.filter((store) => held.has(store.id)), rowsWithout: [] };
  }

  /**
   * Whether the cart's gift campaign code pays for it: a known, unused code of the open campaign the cart
   * names, and exactly one piece of one product of that campaign in the cart.
   */
  async function giftCampaignOf(request: CheckoutRequest, rows: readonly CheckedRow[]): Promise<Pricing["campaign"]> {
    const none = { applies: false, code: "", slug: "", problem: null };
    if (!request.giftCampaign) return none;
    const code = normalizeCampaignCode(request.giftCampaign.code);
    const found = code === "" ? null : await repository.giftCampaignCode(code);
    const refuse = (problem: Parameters<typeof translate>[1]) => ({ ...none, problem });
    if (!found || found.campaign.slug !== request.giftCampaign.campaign.toLowerCase()) return refuse("product.campaignCodeUnknown");
    if (found.redeemed) return refuse("product.campaignCodeUsed");
    if (!campaignOpen(found.campaign, now())) return refuse("product.campaignClosed");
    const counted = rows.filter((row) => row.counts && row.variant);
    const only = counted.length === 1 && rows.length === 1 && request.giftCardProducts.length === 0 ? counted[0]! : null;
    if (!only || only.amount !== 1 || only.variant!.parts || !found.modelIds.includes(only.variant!.modelId)) return refuse("product.campaignProductNotIncluded");
    return { applies: true, code, slug: found.campaign.slug, problem: null };
  }

  /**
   * The cart priced (./price-cart.ts), with what its price depends on: whether the gift campaign's code
   * pays it, where an express pickup could be had, and whether the order may go in two parts.
   */
  async function price(request: CheckoutRequest, facts: CartFacts, { rows, giftCardRows }: CheckedRows, usable: UsableCodes): Promise<Pricing> {
    const campaign = await giftCampaignOf(request, rows);
    const express = await expressPickup(rows, facts.countryMethods, facts.byId, request.lang);
    const expressSelected = request.pikanouto && express.stores.length > 0;
    // One shelf hands out an express pickup: it is never split.
    const parts =
      expressSelected || facts.partMode === "off" ? null : deliveryParts(rows.filter((row) => row.counts && row.variant).map((row) => row.variant!.shippingTime));
    const split = parts !== null && request.partDelivery;
    const deliveries = chargedDeliveries({ mode: facts.partMode, split });
    const { discountByCode, cardByCode } = usable;
    // One field takes both: a gift card's code pays, any other code is a discount code.
    const priced = priceCart({
      rows,
      giftCardProductCents: giftCardRows.filter((row) => row.counts).map((row) => row.request.amount * 100),
      codes: usable.codes.filter((code) => !cardByCode.has(code)).map((code) => ({ code, found: discountByCode.get(code) ?? null })),
      giftCards: usable.codes.filter((code) => cardByCode.has(code)).map((code) => ({ code, account: cardByCode.get(code)! })),
      countryMethods: facts.countryMethods,
      countryCode: facts.countryCode,
      chosenMethod: request.deliveryMethod,
      repack: { selected: request.repack, settings: facts.repackSettings },
      express: { available: express.stores.length > 0, selected: expressSelected },
      deliveries,
      giftCampaign: campaign.applies,
      now: now(),
    });
    return { priced, campaign, express, expressSelected, parts, split, deliveries };
  }

  async function validate(request: CheckoutRequest): Promise<CheckoutResult> {
    const facts = await loadFacts(request);
    const checked = checkRows(request, facts);
    const usable = await limitCodeGuesses(request, facts);
    const pricing = await price(request, facts, checked, usable);
    const { priced, campaign, express, expressSelected, parts, split, deliveries } = pricing;
    const charged = facts.partMode === "optional";
    return {
      request,
      ...checked,
      priced,
      paymentMethods: allowedPaymentMethods(deps, request, facts, priced.dueCents),
      shippingTime: slowestShippingTime(checked.rows),
      express: { stores: express.stores, selected: expressSelected, ready: express.stores.length > 0 ? expressReady(now()) : null },
      partDelivery: {
        offered: parts !== null,
        selected: split,
        parts: parts ? { first: rangeString(parts.first), rest: rangeString(parts.rest) } : null,
        charged,
        extraCents: parts !== null && charged ? priced.deliveryCents / deliveries : 0,
      },
      customsAcknowledgement: needsCustomsAcknowledgement(facts.countryCode),
      giftCampaign: campaign.applies ? { code: campaign.code, campaign: campaign.slug } : null,
      ...collectProblems(request, facts, checked, usable, pricing),
    };
  }

  /** The payment step's validation opens or updates the embedded checkout with the cart as priced. */
  async function embeddedCheckoutOf(question: CheckoutQuestion, result: CheckoutResult): Promise<EmbeddedCheckout | null> {
    const { body, lang } = question;
    if (!deps.embeddedCheckout || body.pageName !== "checkout") return null;
    return deps.embeddedCheckout.offer({
      result,
      wanted: body.payment_method ?? null,
      deliveryLocation: body.delivery_location ?? null,
      specialRequest: body.special_request ?? "",
      customerId: body.payment_method ? (question.shopper?.id ?? null) : null,
      klarnaOrderId: body.klarna_global_checkout_id ?? null,
      origin: question.origin,
      paths: { terms: await termsPath(deps, lang), checkout: pathFor("checkout.payment", lang), confirmation: pathFor("checkout.klarna-confirm", lang) },
    });
  }

  return {
    validate,
    async answer(question) {
      const { body } = question;
      const result = await validate({
        ...checkoutRequestFrom(body, { lang: question.lang, countryCode: question.countryCode, clientAddress: question.clientAddress }),
        clubMember: question.shopper?.isClubMember === true,
        isAdmin: question.shopper?.isAdmin === true,
      });
      const embedded = await embeddedCheckoutOf(question, result);
      return checkoutAnswer(result, { giftCampaign: body.giftcampaign_data ?? null, postDelivery: body.post_delivery ?? false, klarna: embedded });
    },
  };
}
