import { createContext } from "react";
import type { ShellContextValue } from "#app/components/shell/ShellContext.tsx";
import type { ProductCardProps } from "./ProductCard.tsx";

/**
 * Grid cards as finished HTML, kept between requests by the server (./card-fragments.server.tsx,
 * docs/decisions/0033). Provided only on the server: in the browser the grid renders its cards, and
 * hydration finds the same markup. `html` answers null for a card it does not keep.
 */
export interface CardFragments {
  html(props: ProductCardProps, shell: ShellContextValue): string | null;
}

export const CardFragmentsContext = createContext<CardFragments | null>(null);
