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

/**
 * Security headers on every answer. The Content-Security-Policy is ours rather than helmet's:
 * helmet puts the nonce into style-src too, which would make browsers ignore 'unsafe-inline'
 * for the style attributes React renders on the server.
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { selfScripts?: boolean; frameOrigins?: readonly string[]; widgetOrigins?: readonly string[] } = {},
): string {
  const widgets = options.widgetOrigins ?? [];
  return [
    "default-src 'self'",
    // The API documentation viewer loads its own script files, which carry no nonce. A widget's script
    // (Klarna's SDK) is loaded by our nonce'd code: 'strict-dynamic' trusts it, not its host.
    options.selfScripts ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
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
    const selfScripts = request.url.startsWith("/api/docs/");
    reply.header("content-security-policy", contentSecurityPolicy(request.cspNonce, {
        selfScripts,
        frameOrigins: options.frameOrigins ?? [],
        widgetOrigins: options.widgetOrigins ?? [],
      }));
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    return payload;
  });
}

export default fp(securityPlugin, { name: "security" });
