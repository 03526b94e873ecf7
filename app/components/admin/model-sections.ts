import type { MessageKey } from "#i18n/messages.ts";

/**
 * The parts of a model's editor, each a page of its own (/admin/products/{id}/ and /admin/products/{id}/{part}/)
 * with only its own forms: a model of 60 variants in eight stores is thousands of fields, which in one page made
 * it slow to draw and to use. Each part takes only its own forms' posts (`intents`).
 */
export const MODEL_SECTIONS = {
  basics: { path: null, label: "admin.basics", intents: ["model"] },
  prices: { path: "prices", label: "admin.prices", intents: ["prices"] },
  stock: { path: "stock", label: "admin.stock", intents: ["stock"] },
  variants: { path: "variants", label: "admin.addVariants", intents: ["variants"] },
  pictures: { path: "pictures", label: "admin.pictures", intents: ["pictures", "upload"] },
  properties: { path: "properties", label: "admin.propertiesAndBundles", intents: ["properties", "bundle", "bundleDelete"] },
} as const satisfies Record<string, { path: string | null; label: MessageKey; intents: readonly string[] }>;

export type ModelSection = keyof typeof MODEL_SECTIONS;
export type ModelIntent = (typeof MODEL_SECTIONS)[ModelSection]["intents"][number];

/** The part named by an address's last segment (none: the basics); an unknown name is no page. */
export function sectionOf(segment: string | undefined): ModelSection | null {
  if (segment === undefined) return "basics";
  const found = (Object.keys(MODEL_SECTIONS) as ModelSection[]).find((section) => MODEL_SECTIONS[section].path === segment);
  return found ?? null;
}

/** The part whose forms post this intent. */
export function sectionOfIntent(intent: string): ModelSection | null {
  const found = (Object.keys(MODEL_SECTIONS) as ModelSection[]).find((section) => (MODEL_SECTIONS[section].intents as readonly string[]).includes(intent));
  return found ?? null;
}
