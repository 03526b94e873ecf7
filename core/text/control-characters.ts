/**
 * Control characters a person cannot type into a form field: the C0 controls but tab, line feed and carriage
 * return, DEL, and the C1 controls. Pasted or crafted into a name or text, they would travel into mail,
 * order data and other people's screens, where they garble or hide text; the shop drops them from every
 * text it receives (form posts and JSON bodies alike) before any rule reads the text.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, "g");

export function withoutControlCharacters(value: string): string {
  return CONTROL_CHARACTER.test(value) ? value.replace(CONTROL_CHARACTERS, "") : value;
}

/** Every string in a parsed JSON value, at any depth, without control characters; other values as they are. */
export function cleanTexts(value: unknown): unknown {
  if (typeof value === "string") return withoutControlCharacters(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = cleanTexts(value[i]);
    return value;
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = cleanTexts(record[key]);
    return record;
  }
  return value;
}
