/**
 * Keyboard of a tab list (WAI-ARIA Authoring Practices, tabs with automatic activation): the arrow
 * keys move to the neighbouring tab and wrap around, Home and End go to the ends. Null: not a tab key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
