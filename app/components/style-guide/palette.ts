import { contrastRatio } from "#core/images/color.ts";

/**
 * The palette of app/styles/tokens.css with the pairs it is used in, so the style guide can show
 * each pair's contrast ratio and a unit test can hold every pair to WCAG 2.2 AA
 * (palette.test.ts also checks these values against the stylesheet).
 */
export interface Swatch {
  token: string;
  value: string;
}

export interface ColourPair {
  /** Token of the text, icon or control edge. */
  foreground: string;
  /** Token of the surface it sits on. */
  background: string;
  /** text: 4.5:1; large (bold 18.66 px+ or 24 px+): 3:1; edge: control borders and focus rings, 3:1. */
  use: "text" | "large" | "edge";
}

export const PALETTE: readonly Swatch[] = [
  { token: "--color-bg", value: "#f6f3ec" },
  { token: "--color-surface", value: "#ffffff" },
  { token: "--color-sand", value: "#ece7dc" },
  { token: "--color-text", value: "#262b29" },
  { token: "--color-text-muted", value: "#565d58" },
  { token: "--color-brand", value: "#1e5a3a" },
  { token: "--color-brand-strong", value: "#173f2a" },
  { token: "--color-brand-tint", value: "#e5eee7" },
  { token: "--color-on-brand", value: "#ffffff" },
  { token: "--color-action", value: "#b4480e" },
  { token: "--color-action-hover", value: "#953b0b" },
  { token: "--color-on-action", value: "#ffffff" },
  { token: "--color-sale", value: "#b3261e" },
  { token: "--color-error", value: "#b3261e" },
  { token: "--color-error-bg", value: "#fbe9e7" },
  { token: "--color-club", value: "#6d2d7a" },
  { token: "--color-border", value: "#d9d2c4" },
  { token: "--color-border-strong", value: "#7d776b" },
  { token: "--color-focus", value: "#1d4f91" },
  { token: "--color-footer-bg", value: "#1c2621" },
  { token: "--color-footer-text", value: "#e8ede9" },
  { token: "--color-footer-muted", value: "#b9c4bd" },
  { token: "--color-footer-focus", value: "#f2c14e" },
  { token: "--color-info-bg", value: "#e5eee7" },
];

export const PAIRS: readonly ColourPair[] = [
  { foreground: "--color-text", background: "--color-bg", use: "text" },
  { foreground: "--color-text", background: "--color-surface", use: "text" },
  { foreground: "--color-text", background: "--color-sand", use: "text" },
  { foreground: "--color-text", background: "--color-brand-tint", use: "text" },
  { foreground: "--color-text-muted", background: "--color-bg", use: "text" },
  { foreground: "--color-text-muted", background: "--color-surface", use: "text" },
  { foreground: "--color-text-muted", background: "--color-sand", use: "text" },
  { foreground: "--color-brand", background: "--color-bg", use: "text" },
  { foreground: "--color-brand", background: "--color-surface", use: "text" },
  { foreground: "--color-brand", background: "--color-brand-tint", use: "text" },
  { foreground: "--color-brand-strong", background: "--color-surface", use: "text" },
  { foreground: "--color-on-brand", background: "--color-brand", use: "text" },
  { foreground: "--color-on-action", background: "--color-action", use: "text" },
  { foreground: "--color-on-action", background: "--color-action-hover", use: "text" },
  { foreground: "--color-sale", background: "--color-bg", use: "text" },
  { foreground: "--color-sale", background: "--color-surface", use: "text" },
  { foreground: "--color-error", background: "--color-error-bg", use: "text" },
  { foreground: "--color-club", background: "--color-bg", use: "text" },
  { foreground: "--color-club", background: "--color-surface", use: "text" },
  { foreground: "--color-border-strong", background: "--color-bg", use: "edge" },
  { foreground: "--color-border-strong", background: "--color-surface", use: "edge" },
  { foreground: "--color-focus", background: "--color-bg", use: "edge" },
  { foreground: "--color-focus", background: "--color-surface", use: "edge" },
  { foreground: "--color-footer-text", background: "--color-footer-bg", use: "text" },
  { foreground: "--color-footer-muted", background: "--color-footer-bg", use: "text" },
  { foreground: "--color-footer-focus", background: "--color-footer-bg", use: "edge" },
];

export const REQUIRED_RATIO: Record<ColourPair["use"], number> = { text: 4.5, large: 3, edge: 3 };

export function tokenValue(token: string): string {
  const swatch = PALETTE.find((candidate) => candidate.token === token);
  if (!swatch) throw new Error(`unknown colour token ${token}`);
  return swatch.value;
}

/** The pair's contrast ratio, rounded down to two decimals so a shown 4.50 is never really 4.499. */
export function pairRatio(pair: ColourPair): number {
  return Math.floor(contrastRatio(tokenValue(pair.foreground), tokenValue(pair.background)) * 100) / 100;
}
