import { withoutControlCharacters } from "#core/text/control-characters.ts";

/**
 * A form post's fields, its texts without control characters; an empty form when the body is not a form
 * (a JSON or empty body, a broken multipart). Actions then answer their usual "field missing" message
 * instead of failing with a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => new FormData());
  const clean = new FormData();
  for (const [name, value] of form) clean.append(name, typeof value === "string" ? withoutControlCharacters(value) : value);
  return clean;
}
