/**
 * The SMTP capture as a process, for the browser tests (playwright.config.ts starts it and points the
 * shop's SMTP_URL at it): `node tests/support/smtp-capture-cli.ts` with SMTP_CAPTURE_PORT (SMTP) and
 * SMTP_CAPTURE_HTTP_PORT, where GET /messages?to=address answers that recipient's mail as JSON
 * (to, subject, text), oldest first.
 */
import { createServer } from "node:http";
import { startSmtpCapture } from "./smtp-capture.ts";

const capture = await startSmtpCapture({ port: Number(process.env.SMTP_CAPTURE_PORT || 3197) });
const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://capture");
  if (request.method !== "GET" || url.pathname !== "/messages") {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  const messages = capture.messages
    .filter((mail) => !to || mail.envelope.to.some((address) => address.toLowerCase() === to))
    .map((mail) => ({ to: mail.envelope.to, subject: mail.subject, text: mail.text }));
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
});
const httpPort = Number(process.env.SMTP_CAPTURE_HTTP_PORT || 3196);
await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
console.log(`SMTP capture on ${capture.url}, messages on http://127.0.0.1:${httpPort}/messages`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    http.close();
    void capture.close().then(() => process.exit(0));
  });
}
