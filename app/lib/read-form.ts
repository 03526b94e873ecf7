/**
 * A form post's fields; an empty form when the body is not a form (a JSON or empty body, a broken
 * multipart). Actions then answer their usual "field missing" message instead of failing with a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}
