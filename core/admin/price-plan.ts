/**
 * A variant's planned prices and the prices shoppers see, derived from them. Staff type a regular price and,
 * when they like, a sale price with its days, a club price and an outdoor price, all in cents of the home tax
 * area with VAT. Which of them holds right now, the price type the storefront shows and the 30-day lowest
 * price follow from the plan, the clock and the price history: nobody types them.
 */

export type PriceType = "outdoor" | "outlet" | "discount" | "club" | "normal";

export interface PricePlan {
  regularCents: number;
  saleCents: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  clubCents: number | null;
  outdoorCents: number | null;
}

export interface ModelPriceFlags {
  /** The model belongs to the outlet: a reduced price shows as an outlet price. */
  outlet: boolean;
  /** Discounts may apply to the model at all; without, a sale price is kept but not used. */
  discountsAllowed: boolean;
}

/** The home tax area's prices of one variant at one moment (the `variant_prices` row before VAT conversion). */
export interface DerivedPrices {
  activeCents: number;
  regularCents: number;
  clubCents: number | null;
  discountFreeCents: number;
  normalCents: number;
  originalCents: number;
  discountValueCents: number;
  priceType: PriceType;
  /** The end of the sale now running, for the product page's price-ending notice. */
  saleEndsAt: Date | null;
}

/** Whether the sale price holds at `now`: it is set and `now` is within its days (either end may be open). */
export function saleRunning(plan: PricePlan, now: Date): boolean {
  if (plan.saleCents === null) return false;
  if (plan.saleStartsAt && now < plan.saleStartsAt) return false;
  if (plan.saleEndsAt && now >= plan.saleEndsAt) return false;
  return true;
}

/**
 * The prices at `now`. The lowest of the regular price, a running sale (when discounts are allowed) and the
 * outdoor price is what the shopper pays. Its type: outlet for a reduced price of an outlet model, discount for
 * a sale, outdoor for the outdoor price, club when only the club price is lower, else normal.
 */
export function derivePrices(plan: PricePlan, flags: ModelPriceFlags, now: Date): DerivedPrices {
  const regular = plan.regularCents;
  const sale = flags.discountsAllowed && saleRunning(plan, now) && plan.saleCents! < regular ? plan.saleCents! : null;
  const outdoor = plan.outdoorCents !== null && plan.outdoorCents < regular ? plan.outdoorCents : null;
  const active = Math.min(regular, sale ?? regular, outdoor ?? regular);
  const club = plan.clubCents !== null && plan.clubCents < active ? plan.clubCents : null;
  let priceType: PriceType = "normal";
  if (active < regular) {
    if (flags.outlet) priceType = "outlet";
    else if (sale !== null && active === sale) priceType = "discount";
    else priceType = "outdoor";
  } else if (club !== null) priceType = "club";
  return {
    activeCents: active,
    regularCents: regular,
    clubCents: club,
    discountFreeCents: regular,
    normalCents: regular,
    originalCents: regular,
    discountValueCents: regular - active,
    priceType,
    saleEndsAt: sale !== null && active === sale ? plan.saleEndsAt : null,
  };
}

/** The next moment after `now` the derived prices change by themselves: a sale's start or end still ahead. */
export function nextPriceChange(plan: PricePlan, now: Date): Date | null {
  if (plan.saleCents === null) return null;
  const ahead = [plan.saleStartsAt, plan.saleEndsAt].filter((at): at is Date => at !== null && at > now);
  return ahead.length === 0 ? null : new Date(Math.min(...ahead.map((at) => at.getTime())));
}

export interface PricePeriod {
  activeCents: number;
  startsAt: Date;
  /** Null while it holds. */
  endsAt: Date | null;
}

const DAYS_30_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The lowest price shoppers paid in the 30 days before the current price began: what a reduced price is
 * compared with. A reduction the shopper did not get (a price as low or lower within those days) then shows as
 * none. With no price before the current one (a new product), the current price itself.
 */
export function lowestIn30Days(history: readonly PricePeriod[], now: Date): number | null {
  const started = history.filter((period) => period.startsAt <= now);
  const current = started.reduce<PricePeriod | null>((latest, period) => (latest === null || period.startsAt > latest.startsAt ? period : latest), null);
  if (!current) return null;
  const windowStart = current.startsAt.getTime() - DAYS_30_MS;
  const before = started.filter(
    (period) => period !== current && period.startsAt < current.startsAt && (period.endsAt ?? current.startsAt).getTime() > windowStart,
  );
  return before.length === 0 ? current.activeCents : Math.min(...before.map((period) => period.activeCents));
}

/** The same price in another tax area: the home area's VAT taken off, the area's VAT added, whole cents. */
export function priceInTaxArea(homeCents: number, homeRateBp: number, areaRateBp: number): number {
  if (homeRateBp === areaRateBp) return homeCents;
  return Math.round((homeCents * (10_000 + areaRateBp)) / (10_000 + homeRateBp));
}
