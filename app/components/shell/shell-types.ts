import type { Lang } from "#i18n/languages.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import type { MessageTexts } from "./translator.ts";

/**
 * What the root loader hands the shell for one request: only this language's texts and only the
 * data the header, footer and locale modal show. Plain JSON, so it crosses to the browser as is.
 */

/** Needed even when nothing else could be loaded (the error screens). */
export interface ShellEnv {
  lang: Lang;
  nonce: string;
  messages: MessageTexts;
  contactEmail: string;
}

/** A top product group as the header and the front page link it. */
export type TopGroup = Omit<MenuGroup, "children">;

export interface MenuGroup {
  id: number;
  name: string;
  /** Link to the group page. */
  href: string;
  image: string | null;
  children: MenuGroup[];
}

export interface LocaleOption {
  code: string;
  name: string;
}

export interface CountryChoice extends LocaleOption {
  currencyCode: string;
}

/** The lists of the locale form: loaded with the locale page, or when its modal opens. */
export interface LocaleChoices {
  countries: CountryChoice[];
  currencies: LocaleOption[];
}

export interface ShellLink {
  href: string;
  label: string;
}

export interface ShellData extends ShellEnv {
  origin: string;
  buildVersion: string;
  locale: { countryCode: string; currencyCode: string; countryName: string };
  searchPlaceholder: string | null;
  featureFlags: Record<string, boolean>;
  /** Someone is signed in on this request (always false on a page kept for everybody): the header's account link. */
  signedIn: boolean;
  /** Top product groups flagged showInMenu (the menu page loads the levels below itself). */
  menuGroups: TopGroup[];
  footer: {
    customerService: ShellLink[];
    stores: ShellLink[];
  };
  /** The stylesheet of the shop's colours (core/catalog/palette.ts), written into the head with the nonce. */
  palette: string;
}

/** The shell's env as loader data and thrown errors carry it: the texts sent as one text (sent-texts.ts). */
export type SentShellEnv = Omit<ShellEnv, "messages"> & { messages: SentTexts };

/** The root loader's data: the shell's data with its texts sent as one text. */
export type SentShellData = Omit<ShellData, "messages"> & { messages: SentTexts };

/** The `handle` a route may export to pick its layout. */
export type LayoutName = "default" | "error" | "rentle" | "admin";

export interface RouteHandle {
  layout?: LayoutName;
}
