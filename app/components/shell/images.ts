/**
 * Image references from the database become URLs of the image route (server: /images/...).
 * A reference that is already a path is used as it is.
 */
export function imageSrc(ref: string | null | undefined): string | null {
  if (!ref) return null;
  const trimmed = ref.trim();
  if (trimmed === "") return null;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  return `/images/${trimmed.split("/").map(encodeURIComponent).join("/")}`;
}
