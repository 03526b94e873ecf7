import { rowIdOf } from "../text/row-id.ts";

/**
 * Bundle variant ids, the cart row's productId of a bundle: one choice per sub-model,
 * joined to the main model id with hyphens, e.g. `5120-88121-90412`.
 */

/** The bundle's cart id, or null until every sub-model has a chosen variant. */
export function bundleVariantId(mainModelId: number, choices: ReadonlyArray<number | null | undefined>): string | null {
  if (choices.length === 0) return null;
  const chosen: number[] = [];
  for (const choice of choices) {
    if (choice === null || choice === undefined || !Number.isInteger(choice) || choice <= 0) return null;
    chosen.push(choice);
  }
  return [mainModelId, ...chosen].join("-");
}

/** A cart product id names a bundle when it is hyphen-joined. */
export function isBundleId(productId: string | number): boolean {
  return typeof productId === "string" && productId.includes("-");
}

/** The parts of a bundle id; null when it is not one (a part that is no row id, fewer than two parts). */
export function parseBundleId(productId: string): { modelId: number; variantIds: number[] } | null {
  const parts = productId.split("-");
  if (parts.length < 2 || parts.some((part) => rowIdOf(part) === null)) return null;
  const [modelId, ...variantIds] = parts.map(Number);
  return { modelId: modelId!, variantIds };
}

/**
 * The Buy bundle modal: when every sub-model has one variant only, the bundle is added
 * at once; otherwise the shopper chooses per sub-model first.
 */
export function addsBundleAtOnce(variantCounts: readonly number[]): boolean {
  return variantCounts.length > 0 && variantCounts.every((count) => count === 1);
}
