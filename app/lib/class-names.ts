/** A class attribute of a base class and one more that may be missing (a colour the palette does not know). */
export function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
