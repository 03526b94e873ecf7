import { failureLevel, loggedError } from "#core/text/log-safe.ts";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { cardFragments } from "./components/catalog/card-fragments.server.tsx";
import { CardFragmentsContext } from "./components/catalog/card-fragments.ts";
import { requestContext } from "./context.ts";
import { joinedHtmlStream } from "./html-stream.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const readyOption = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <CardFragmentsContext.Provider value={cardFragments}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CardFragmentsContext.Provider>,
      {
        nonce,
        // React's production renderer moves a finished Suspense boundary that comes after the first
        // 12.8 kB out of its place and reveals it with a script; without JavaScript it would stay hidden
        // (the product page's widgets, the estimator's answer). The shop works before JavaScript loads,
        // so finished content is always written where it belongs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = joinedHtmlStream(() => clearTimeout(timeout));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors of loaders, actions and rendering on the server, as one JSON log line. The page itself
 * shows only the localized status text (the error screen); the details stay here, without secrets. An
 * answer with a client status (a 404 thrown by a loader, the router's 405) is logged below error level.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const level = failureLevel(error);
  const line = JSON.stringify({ level, msg: "request failed in the storefront", url: new URL(request.url).pathname, err: loggedError(error) });
  if (level >= 50) console.error(line);
  else console.log(line);
}
