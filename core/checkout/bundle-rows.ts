import type { DeliveryLimit } from "../delivery/delivery-limits.ts";
import type { SellableVariant } from "./cart-rows.ts";

/**
 * Bundle rows of the cart: one row whose id joins the main model id and the chosen
 * variant of every part with hyphens. The server checks that the variants are the bundle's parts, in
 * order, and sells the bundle at its own price as one row.
 */

export interface BundleDefinition {
  id: number;
  mainModelId: number;
  name: string;
  activeCents: number;
  regularCents: number;
  /** The parts in cart-id order: the models and the pieces of each in one bundle. */
  parts: ReadonlyArray<{ modelId: number; quantity: number }>;
}

/** The bundle a row names: its hinted id when that fits, else the first of the main model's whose parts match. */
export function bundleOfRow(
  parsed: { modelId: number; variantIds: readonly number[] },
  hint: number | null,
  candidates: readonly BundleDefinition[],
  modelOfVariant: ReadonlyMap<number, number>,
): BundleDefinition | null {
  const fits = (bundle: BundleDefinition) =>
    bundle.mainModelId === parsed.modelId &&
    bundle.parts.length === parsed.variantIds.length &&
    bundle.parts.every((part, index) => modelOfVariant.get(parsed.variantIds[index]!) === part.modelId);
  const hinted = hint === null ? undefined : candidates.find((bundle) => bundle.id === hint);
  if (hinted && fits(hinted)) return hinted;
  return candidates.find(fits) ?? null;
}

/** Limits of a bundle: what every part allows; not shipped where any part is not. */
export function bundleLimit(limits: readonly DeliveryLimit[]): DeliveryLimit {
  const [first, ...rest] = limits;
  if (!first) throw new RangeError("a bundle has parts");
  const allowed = first.allowedDeliveryMethods.filter((slug) => rest.every((limit) => limit.allowedDeliveryMethods.includes(slug)));
  const blocked = limits.find((limit) => limit.isDeliveryCountryBlocked);
  return {
    allowedDeliveryMethods: blocked ? [] : allowed,
    isDeliveryCountryBlocked: Boolean(blocked) || allowed.length === 0,
    isDeliveryMethodLimitations: limits.some((limit) => limit.isDeliveryMethodLimitations),
    perInternationalPackage: limits.some((limit) => limit.perInternationalPackage),
    blockInfoText: blocked?.blockInfoText ?? "",
  };
}

/**
 * The bundle as one sellable row: its own price (codes do not apply, the bundle price is the offer),
 * orderable when every part is, as many as the scarcest part allows, shipped when the slowest part is.
 */
export function bundleSellable(bundle: BundleDefinition, parts: readonly SellableVariant[]): SellableVariant {
  const limits = parts.map((part, index) => {
    const quantity = Math.max(1, bundle.parts[index]?.quantity ?? 1);
    return part.maxAmount === null ? null : Math.floor(part.maxAmount / quantity);
  });
  const known = limits.filter((limit): limit is number => limit !== null);
  const main = parts[0]!;
  return {
    variantId: 0,
    modelId: bundle.mainModelId,
    name: bundle.name,
    variantName: parts.map((part) => [part.name, part.variantName].filter(Boolean).join(" ")).join(" + "),
    image: main.image,
    url: main.url,
    unitCents: bundle.activeCents,
    // The parts are gear of one tax class; the bundle carries the main part's rate.
    vatBp: main.vatBp,
    regularCents: bundle.regularCents > bundle.activeCents ? bundle.regularCents : null,
    discountsAllowed: false,
    isOrderable: parts.every((part) => part.isOrderable),
    maxAmount: known.length > 0 ? Math.min(...known) : null,
    shippingTime: Math.max(...parts.map((part) => part.shippingTime)),
    limit: bundleLimit(parts.map((part) => part.limit)),
    parts: parts.map((part, index) => ({ variantId: part.variantId, quantity: Math.max(1, bundle.parts[index]?.quantity ?? 1), madeOnOrder: part.maxAmount === null, maxAmount: part.maxAmount })),
  };
}
