/**
 * The Nu HTML checker (vnu.jar) as one web service for the whole browser-test run: playwright.config.ts
 * starts it with the other servers and the checks post each document to it. Started per check, the
 * checker cost a Java start (2-3 s of CPU, up to ten seconds of waiting on a busy machine) every time; the
 * service answers in milliseconds with the same messages.
 */
import { createRequire } from "node:module";
import { NU_CHECKER_PORT } from "./urls.ts";

// The package's main export is the jar's path (a String object).
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));
const NU_CHECKER_URL = `http://127.0.0.1:${NU_CHECKER_PORT}/`;

/**
 * The service's command. The checker needs a bigger thread stack than the default; C1-only JIT and the
 * serial GC start faster. Its size limit is raised above any page of ours, which must never be cut short.
 */
export const NU_CHECKER_COMMAND = [
  `exec ${process.env.JAVA || "java"} -Xss4m -XX:+UseSerialGC -XX:TieredStopAtLevel=1`,
  "-Dnu.validator.servlet.bind-address=127.0.0.1 -Dnu.validator.servlet.max-file-size=67108864",
  `-cp ${VNU_JAR} nu.validator.servlet.Main ${NU_CHECKER_PORT}`,
].join(" ");

export interface NuMessage {
  type: string;
  subType?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

let ready: Promise<void> | undefined;

/**
 * Waits for the service: it is started without holding up the run and needs a few seconds (on a busy
 * machine up to half a minute) before its first answer. One that never answered stays failed for the
 * worker, so that every later check fails at once instead of waiting again.
 */
function serviceReady(): Promise<void> {
  ready ??= (async () => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        if ((await fetch(NU_CHECKER_URL, { method: "HEAD" })).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        throw new Error(`The Nu HTML checker did not answer at ${NU_CHECKER_URL}; playwright.config.ts starts it with: ${NU_CHECKER_COMMAND}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return ready;
}

/** The checker's messages on one HTML document (all of them: errors, warnings, notes). */
export async function nuCheck(html: string): Promise<NuMessage[]> {
  await serviceReady();
  const response = await fetch(`${NU_CHECKER_URL}?out=json`, {
    method: "POST",
    headers: { "content-type": "text/html; charset=utf-8" },
    body: html,
  });
  const text = await response.text();
  if (!response.ok || !text.trim().startsWith("{")) throw new Error(`Nu HTML checker failed: ${response.status} ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { messages: NuMessage[] }).messages;
}
