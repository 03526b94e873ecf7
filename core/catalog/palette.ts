/**
 * The shop's colours from its data (product colours, gift-card designs, tags, ribbons) as classes of one
 * stylesheet, so that no page carries a style attribute: the Content-Security-Policy then allows only
 * styles the server marked with the page's nonce. A class is named after its colour itself, so the same
 * colour is the same class on every page and in every kept card, whatever its row in the database.
 */

/** A colour as the stylesheet writes it: `#rrggbb` in lower case, or null when the text is no such colour. */
export function normalHex(value: string): string | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits}`;
}

/**
 * The class that sets `--swatch` to the colour (a swatch, a colour chip, a gift-card design), or undefined.
 * Classes set custom properties only, which the components' own rules use: which stylesheet comes first
 * then never decides a colour.
 */
export function swatchClass(hex: string): string | undefined {
  const colour = normalHex(hex);
  return colour ? `c-${colour.slice(1)}` : undefined;
}

/** The class that sets a label's (tag, ribbon) `--label-bg` and `--label-fg`, or undefined. */
export function pairClass(background: string, text: string): string | undefined {
  const bg = normalHex(background);
  const fg = normalHex(text);
  return bg && fg ? `p-${bg.slice(1)}-${fg.slice(1)}` : undefined;
}

/** A ribbon's colours, stored as `background;text`; either missing takes the ribbon's default. */
export function ribbonColours(value: string): [background: string, text: string] {
  const [background, text] = value.split(";").map((part) => part.trim());
  return [background || "#1a1a1a", text || "#ffffff"];
}

export interface PaletteColours {
  /** Colours shown as a swatch. */
  swatches: readonly string[];
  /** Background and text colours shown together. */
  pairs: ReadonlyArray<readonly [background: string, text: string]>;
}

/**
 * The stylesheet of the palette: one rule per colour and pair, sorted, each once. Only colours that pass
 * `normalHex` are written, so nothing from the database can end the rule or add another.
 */
export function paletteCss(colours: PaletteColours): string {
  const rules = new Set<string>();
  for (const hex of colours.swatches) {
    const colour = normalHex(hex);
    if (colour) rules.add(`.${swatchClass(colour)}{--swatch:${colour}}`);
  }
  for (const [background, text] of colours.pairs) {
    const bg = normalHex(background);
    const fg = normalHex(text);
    if (bg && fg) rules.add(`.${pairClass(bg, fg)}{--label-bg:${bg};--label-fg:${fg}}`);
  }
  return [...rules].sort().join("");
}
