import type { ReactNode } from "react";

export interface IconProps {
  /** Rendered size in px (square). */
  size?: number;
  className?: string;
  /**
   * An icon is decorative by default (its button or link carries the name). Give a title only when
   * the icon alone tells something, such as an availability mark.
   */
  title?: string;
}

/**
 * The base of every inline SVG icon: a 24 x 24 line drawing in the current text colour, so icons
 * follow the colour, contrast and forced-colours mode of the text they sit in.
 */
export function Icon({ size = 24, className, title, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      {children}
    </svg>
  );
}
