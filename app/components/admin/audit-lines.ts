/**
 * How many lines of a change's before and after the audit log's list shows: an ERP's stock call of a hundred
 * levels is a hundred lines, and fifty such changes made a page of megabytes. The whole change is one link away,
 * on its own view.
 */
export const AUDIT_LIST_LINES = 6;

/**
 * Before and after cut to `lines` lines each, and how many lines the longer of them lost. `wholeLines` are the
 * lengths of sides that the database already cut (a list of levels is a line an entry).
 */
export function shortened(
  before: string,
  after: string,
  lines: number,
  wholeLines: readonly [number, number] = [0, 0],
): { before: string; after: string; moreLines: number } {
  const cut = (text: string, whole: number) => {
    const all = text === "" ? [] : text.split("\n");
    return { text: all.slice(0, lines).join("\n"), left: Math.max(0, Math.max(all.length, whole) - lines) };
  };
  const [cutBefore, cutAfter] = [cut(before, wholeLines[0]), cut(after, wholeLines[1])];
  return { before: cutBefore.text, after: cutAfter.text, moreLines: Math.max(cutBefore.left, cutAfter.left) };
}
