import { isBuilt } from "#app/pages.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor, type RouteId } from "#i18n/routes.ts";
import type { ShellLink } from "./shell-types.ts";

export interface FooterSections {
  customerService: ShellLink[];
  stores: ShellLink[];
}

/**
 * The footer's link columns: the customer-service pages (static pages from the database, which exist
 * whenever they are listed) followed by the complaint form and the contact page, and the stores followed
 * by the stores list. A page of the route table is linked only once it is built, so the footer never
 * leads to a 404; a column left with no links is not shown. Built on the server with the shell's data, so
 * the browser is not sent the route table's list of pages.
 */
export function footerSections(
  lang: Lang,
  lists: { customerService: readonly ShellLink[]; stores: readonly ShellLink[] },
  built: (id: RouteId) => boolean = isBuilt,
): FooterSections {
  const route = (id: RouteId, label: MessageKey): ShellLink[] => (built(id) ? [{ href: pathFor(id, lang), label: translate(lang, label) }] : []);
  return {
    customerService: [...lists.customerService, ...route("reclamation", "menu.complaints"), ...route("ask", "shell.contactUs")],
    stores: [...lists.stores, ...route("stores", "pages.allStores")],
  };
}
