/**
 * The CSP nonce of the document as it was loaded: the policy the browser applies is the first response's,
 * so a script the page adds later needs that nonce, whatever later data requests carried. Browsers hide
 * the attribute's value, but the `nonce` property of a script that has one still reads it.
 */
export function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
