import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** Nonce allowed for this response's inline scripts. */
    cspNonce: string;
  }
}

export interface PolicyOptions {
  /** The page loads script files of its own that carry no nonce (the API documentation viewer). */
  selfScripts?: boolean;
  /** Origins of payment frames (Klarna's checkout). */
  frameOrigins?: readonly string[];
  /** Origins a payment widget loads from and talks to (Klarna's on-site messaging). */
  widgetOrigins?: readonly string[];
  /**
   * Inline styles are allowed without a nonce. Our pages carry no style attribute and mark their one
   * <style> element with the nonce, so only a third party's code needs this: Klarna's checkout and
   * messages draw with inline styles (its documentation asks for 'unsafe-inline'), and since a client-side
   * navigation keeps the policy of the first page, a shop with Klarna needs it on every page.
   */
  inlineStyles?: boolean;
}

/**
 * The Content-Security-Policy of an answer: ours rather than helmet's, which would put the nonce into
 * style-src as well, where browsers then ignore 'unsafe-inline'.
 */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions = {}): string {
  const widgets = options.widgetOrigins ?? [];
  return [
    "default-src 'self'",
    // The API documentation viewer loads its own script files, which carry no nonce. A widget's script
    // (Klarna's SDK) is loaded by our nonce'd code: 'strict-dynamic' trusts it, not its host.
    options.selfScripts ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    options.inlineStyles ? ["style-src 'self' 'unsafe-inline'", ...widgets].join(" ") : `style-src 'self' 'nonce-${nonce}'`,
    ["img-src 'self' data:", ...widgets].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...widgets].join(" "),
    ["frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com", ...(options.frameOrigins ?? [])].join(" "),
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Klarna's checkout frames: its own hosts, and the configured API's origin (a stand-in's, in tests). */
export function klarnaFrameOrigins(apiUrl: string | null): string[] {
  if (apiUrl === null) return [];
  return [...new Set(["https://*.klarna.com", "https://*.klarnacdn.net", new URL(apiUrl).origin])];
}

/**
 * Powerful browser features the shop never uses, refused for its pages and any frame in them: a script that
 * got in could not turn on the camera or ask for the shopper's position. Only features browsers know are
 * named, since an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = ["accelerometer", "browsing-topics", "camera", "geolocation", "gyroscope", "magnetometer", "microphone", "usb"]
  .map((feature) => `${feature}=()`)
  .join(", ");

const NONCE_BYTES = 16;
const NONCES_PER_READ = 256;
let nonceBytes = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * A fresh CSP nonce from the operating system's random source. The bytes are read for 256 nonces at a
 * time and each byte is used once: a read per request was 3% of an API request's CPU under load.
 */
export function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = randomBytes(NONCE_BYTES * NONCES_PER_READ);
    nonceOffset = 0;
  }
  const nonce = nonceBytes.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

async function securityPlugin(app: FastifyInstance, options: { frameOrigins?: readonly string[]; widgetOrigins?: readonly string[] }) {
  const frameOrigins = options.frameOrigins ?? [];
  const widgetOrigins = options.widgetOrigins ?? [];
  const klarna = frameOrigins.length > 0 || widgetOrigins.length > 0;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    // HSTS only where the request really came over TLS (see the hook below).
    hsts: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = nextNonce();
  });
  app.addHook("onSend", async (request, reply, payload) => {
    // The API documentation viewer is a third party's page as well: its own scripts and inline styles.
    const apiDocs = request.url.startsWith("/api/docs/");
    reply.header(
      "content-security-policy",
      contentSecurityPolicy(request.cspNonce, { selfScripts: apiDocs, inlineStyles: apiDocs || klarna, frameOrigins, widgetOrigins }),
    );
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    return payload;
  });
}

export default fp(securityPlugin, { name: "security" });
