import { loggedError } from "#core/text/log-safe.ts";
import { useContext, useMemo, useRef } from "react";
import {
  data,
  redirect,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_DataRouterDataContext,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root.ts";
import { requestContext } from "./context.ts";
import { describeError, messageData, resourcesFailedData } from "./components/shell/error-data.ts";
import { ErrorScreen } from "./components/shell/ErrorScreen.tsx";
import { NavigateProvider } from "./components/ShopLink.tsx";
import { FeatureFlagsProvider } from "./components/shell/FeatureFlags.tsx";
import { asShellEnv, envFromError, shellDataFromError, receivedShellData, routeMeta, type PageHead } from "./components/shell/head.ts";
import { isSentTexts, receiveTexts } from "./transport/sent-texts.ts";
import { loadShellData, shellEnv } from "./components/shell/shell-data.server.ts";
import type { Crumb } from "./components/shell/Breadcrumbs.tsx";
import type { RouteHandle, SentShellData, ShellData } from "./components/shell/shell-types.ts";
import type { MessageTexts } from "./components/shell/translator.ts";
import { documentEnv, ShellProvider } from "./components/shell/ShellContext.tsx";
import { ShellLayout } from "./components/shell/ShellLayout.tsx";
import appCss from "./styles/app.css?url";
import { isLang, type Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import type { RouteId } from "#i18n/routes.ts";
import { localizedRedirect } from "./lib/localized-path.ts";
import { PAGES } from "./pages.ts";

/** The shop's mark as the tab icon, inline so no request is spent on /favicon.ico. */
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="18" fill="#1e5a3a"/><path d="M18 6.5 12.5 14h3l-4.5 6h3.5L10 26h16l-4.5-6H25l-4.5-6h3Z" fill="#fff"/></svg>',
  );

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet ahead of the script preloads it hoists into <head>, so
  // the browser asks for it first: it blocks the first paint and the scripts do not.
  { rel: "stylesheet", href: appCss, precedence: "shell" },
  { rel: "icon", href: FAVICON, type: "image/svg+xml" },
];

const PAGE_IDS = Object.keys(PAGES) as RouteId[];

/**
 * A path of another storefront's language moves to this storefront's path of the same page. The browser
 * knows every language's routes (decision 0029) and the server only its own (decision 0032): a client-side
 * navigation to another language's path asks for its data here, and gets the redirect too, which the
 * browser follows.
 */
const localizedPathMiddleware: Route.MiddlewareFunction = ({ request, context }) => {
  const url = new URL(request.url);
  const dataRequest = url.pathname.endsWith(".data");
  // React Router's data request of a page: `/x/y/_.data` for `/x/y/`, `/x/y.data` for `/x/y`.
  const pathname = dataRequest ? url.pathname.replace(/_?\.data$/, "") : url.pathname;
  const target = localizedRedirect(pathname, context.get(requestContext).lang, PAGE_IDS);
  if (!target) return;
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  throw redirect(`${target}${query ? `?${query}` : ""}`, 301);
};

const REFUSAL_MESSAGES = { 403: "errors.crossSiteRefused", 413: "errors.bodyTooLarge" } as const;

/**
 * A request the server refused before its page saw it (a post from another site's page, a body over the size
 * limit) is answered by the error screen of that status, in the storefront's language, instead of the page.
 */
const refusedRequestMiddleware: Route.MiddlewareFunction = async ({ context }) => {
  const ctx = context.get(requestContext);
  if (ctx.refusedStatus === undefined) return;
  const message = translate(ctx.lang, REFUSAL_MESSAGES[ctx.refusedStatus]);
  // The screen keeps the whole header when the shell's data can be read; without it, the header's basic parts.
  const shell = await loadShellData(ctx).catch(() => undefined);
  throw data({ ...messageData(message), env: shellEnv(ctx), shell }, { status: ctx.refusedStatus });
};

export const middleware: Route.MiddlewareFunction[] = [refusedRequestMiddleware, localizedPathMiddleware];

/**
 * Only what the shell needs for this language: its texts, settings, menu groups, the locale
 * modal's lists and the visitor's locale. When the database cannot answer, the page is the
 * resource error screen with status 500, still in the page's language.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    return await loadShellData(ctx);
  } catch (error) {
    console.error(JSON.stringify({ level: 50, msg: "shell data could not be loaded", err: loggedError(error) }));
    throw data({ ...resourcesFailedData(), env: shellEnv(ctx) }, { status: 500 });
  }
}

// The shell's data changes only with a form submission (the locale form); a link click need not
// read it again.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = (args) => {
  const described = routeMeta(args);
  if (described.length > 0) return described;
  const env = asShellEnv(args.loaderData);
  return env ? [{ title: env.messages["shell.brandName"] ?? "" }] : [];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const error = useRouteError();
  const env = asShellEnv(rootData) ?? envFromError(error) ?? documentEnv();
  return (
    <html lang={env.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e5a3a" />
        <Meta />
        <Links />
        {/* The shop's colours as classes: pages carry no style attributes, which the CSP does not allow. */}
        {rootData?.palette ? <style nonce={env.nonce}>{rootData.palette}</style> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={env.nonce} />
        <Scripts nonce={env.nonce} />
      </body>
    </html>
  );
}

interface LeafData {
  head?: PageHead;
  breadcrumbs?: Crumb[];
}

/** The shell's texts plus those any matched route sent for itself (its `messages`, sent-texts.ts). */
function useMergedEnv(shell: ShellData): ShellData {
  const matches = useMatches();
  const extra = matches
    .map((match) => (match.loaderData as { messages?: unknown } | undefined)?.messages)
    .filter(isSentTexts)
    .map(receiveTexts)
    .filter((messages) => messages !== shell.messages);
  // useMatches() is a new list on every render of the router; a new shell value would reach every part of
  // the page, and a part still waiting for its code while hydrating would be thrown away and drawn again
  // (the product page's widgets flashed). The merged texts change only when the texts themselves do.
  const kept = useRef<{ shell: ShellData; extra: MessageTexts[]; merged: ShellData } | null>(null);
  const previous = kept.current;
  if (previous && previous.shell === shell && previous.extra.length === extra.length && previous.extra.every((messages, i) => messages === extra[i])) {
    return previous.merged;
  }
  const merged = extra.length === 0 ? shell : { ...shell, messages: Object.assign({}, shell.messages, ...extra) };
  kept.current = { shell, extra, merged };
  return merged;
}

function alternatesOf(head: PageHead | undefined): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  for (const alternate of head?.alternates ?? []) {
    if (isLang(alternate.hrefLang)) out[alternate.hrefLang] = alternate.href;
  }
  return out;
}

/** Whether a route below the root failed: its error screen then gets the error layout. */
function useChildRouteFailed(): boolean {
  const state = useContext(UNSAFE_DataRouterDataContext);
  return state?.errors != null && Object.keys(state.errors).length > 0;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const shell = useMergedEnv(receivedShellData(loaderData as SentShellData)!);
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const failed = useChildRouteFailed();
  const layout = failed ? "error" : ((leaf?.handle as RouteHandle | undefined)?.layout ?? "default");
  const leafData = (leaf?.loaderData ?? undefined) as LeafData | undefined;
  return (
    <ShellProvider env={shell} data={shell}>
      <NavigateProvider>
        <FeatureFlagsProvider serverFlags={shell.featureFlags}>
          <ShellLayout layout={layout} breadcrumbs={leafData?.breadcrumbs} alternates={alternatesOf(leafData?.head)} failed={failed}>
            <Outlet />
          </ShellLayout>
        </FeatureFlagsProvider>
      </NavigateProvider>
    </ShellProvider>
  );
}

/**
 * The full-page error: failures of the shell's own data and render errors
 * anywhere below that no closer boundary caught. Never shows an error's message or stack.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const env = asShellEnv(rootData) ?? envFromError(error) ?? documentEnv();
  if (typeof window !== "undefined" && !(error && typeof error === "object" && "status" in error)) {
    console.error(error);
  }
  return (
    <ShellProvider env={env} data={receivedShellData(rootData as SentShellData | undefined) ?? shellDataFromError(error)}>
      <NavigateProvider>
        <ShellLayout layout="error" failed>
          <ErrorScreen model={describeError(error)} />
        </ShellLayout>
      </NavigateProvider>
    </ShellProvider>
  );
}
