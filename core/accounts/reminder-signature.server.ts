import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The stop-reminders link (/accounts/stop_reminders/{email}/?signature=): the address signed with the
 * shop's key, so that nobody can stop another person's reminders by typing their address, and the link
 * needs no row of its own (every reminder mail carries one, and it never expires).
 */
const PURPOSE = "stop-reminders";

export function reminderSignature(key: string, email: string): string {
  return createHmac("sha256", key).update(`${PURPOSE}|${email.trim().toLowerCase()}`).digest("base64url");
}

export function isReminderSignature(key: string, email: string, signature: string): boolean {
  const expected = Buffer.from(reminderSignature(key, email));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
