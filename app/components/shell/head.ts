import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { pageTitle, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "#core/seo/meta.ts";
import { DEFAULT_LANG } from "#i18n/languages.ts";
import { describeError } from "./error-data.ts";
import { statusMessageKey } from "./error-status.ts";
import { isSentTexts, receiveTexts } from "#app/transport/sent-texts.ts";
import type { SentShellData, SentShellEnv, ShellData, ShellEnv } from "./shell-types.ts";
import { createMessageTranslator } from "./translator.ts";

/**
 * A page's head as its loader computes it on the server (app/components/shell/head.server.ts):
 * title "{title} - {brand}", the description cut at 150 characters, the canonical URL, hreflang
 * alternates to every storefront that has the page plus x-default, and the 1200x630 share image.
 */
export interface PageHead {
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Array<{ hrefLang: string; href: string }>;
  image: string | null;
  /** Pages that should stay out of search results (forms, the style guide). */
  noindex?: boolean;
}

export function headMeta(head: PageHead): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: head.title }, { property: "og:title", content: head.title }];
  if (head.description) {
    meta.push({ name: "description", content: head.description }, { property: "og:description", content: head.description });
  }
  meta.push({ property: "og:type", content: "website" });
  if (head.canonical) {
    meta.push({ tagName: "link", rel: "canonical", href: head.canonical }, { property: "og:url", content: head.canonical });
  }
  for (const alternate of head.alternates) {
    meta.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href });
  }
  if (head.image) {
    meta.push(
      { property: "og:image", content: head.image },
      { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
      { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  if (head.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

function headOf(data: unknown): PageHead | null {
  if (typeof data !== "object" || data === null) return null;
  const head = (data as { head?: unknown }).head;
  return typeof head === "object" && head !== null && typeof (head as PageHead).title === "string" ? (head as PageHead) : null;
}

/** The head of the route, or of the deepest route that has one; an error's head on error screens. */
export function routeMeta(args: { loaderData?: unknown; matches: ReadonlyArray<unknown>; error?: unknown }): MetaDescriptor[] {
  if (args.error != null) return errorMeta(args.error, envFromMatches(args.matches, args.error));
  const own = headOf(args.loaderData);
  if (own) return headMeta(own);
  for (const match of [...args.matches].reverse()) {
    if (typeof match !== "object" || match === null) continue;
    const head = headOf((match as { loaderData?: unknown }).loaderData ?? (match as { data?: unknown }).data);
    if (head) return headMeta(head);
  }
  return [];
}

/**
 * The head of an error screen: what was missing, or else the localized status text, as the title; kept
 * out of search results.
 * The texts come from the root loader's data, or from the error itself when the root loader failed.
 */
export function errorMeta(error: unknown, env: ShellEnv | null): MetaDescriptor[] {
  const lang = env?.lang ?? DEFAULT_LANG;
  const t = createMessageTranslator(lang, env?.messages ?? {});
  const model = describeError(error, { error: () => undefined });
  const brand = t("shell.brandName");
  // What was missing names the tab better than the bare status: "Page not found", "Manufacturer not found.".
  const title =
    model.variant === "not-found"
      ? t("errors.pageNotFoundTitle")
      : model.variant === "message"
        ? model.message
        : t(model.variant === "resources" ? "errors.resourcesFailed" : statusMessageKey(model.status));
  return [{ title: pageTitle(title, brand === "shell.brandName" ? "" : brand) }, { name: "robots", content: "noindex" }];
}

/** The shell's texts wherever they are: the root loader's data, or the root loader's thrown error. */
export function envFromMatches(matches: ReadonlyArray<unknown>, error?: unknown): ShellEnv | null {
  const root = matches.find((match) => (match as { id?: string } | null)?.id === "root") as { loaderData?: unknown; data?: unknown } | undefined;
  return asShellEnv(root?.loaderData ?? root?.data) ?? envFromError(error);
}

// Loader data's envs with their texts received, one per loader answer (renders compare them by identity).
const receivedEnvs = new WeakMap<object, ShellEnv>();

/** The shell's env of the root loader's data or a thrown error's data, its texts received (sent-texts.ts). */
export function asShellEnv(value: unknown): ShellEnv | null {
  if (typeof value !== "object" || value === null) return null;
  const kept = receivedEnvs.get(value);
  if (kept) return kept;
  const env = value as Partial<SentShellEnv>;
  if (typeof env.lang !== "string" || !isSentTexts(env.messages)) return null;
  const received = { ...(value as SentShellEnv), messages: receiveTexts(env.messages) } as ShellEnv;
  receivedEnvs.set(value, received);
  return received;
}

/** The root loader's data with its texts received: the shell's data (one object per loader answer). */
export function receivedShellData(value: SentShellData | null | undefined): ShellData | null {
  return value ? (asShellEnv(value) as ShellData | null) : null;
}

/**
 * The shell's data thrown along with a refusal the root answers before its loader runs (a post from another
 * site, a body over the limit), so that error screen has the whole header; null for any other error.
 */
export function shellDataFromError(error: unknown): ShellData | null {
  if (!isRouteErrorResponse(error)) return null;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null ? receivedShellData((data as { shell?: SentShellData }).shell) : null;
}

/** The root loader throws its texts along with a resource failure, so the error screen is still localized. */
export function envFromError(error: unknown): ShellEnv | null {
  if (!isRouteErrorResponse(error)) return null;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null ? asShellEnv((data as { env?: unknown }).env) : null;
}
