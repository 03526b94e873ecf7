import type { JudgedQuery, QueryKind } from "./judged-queries.ts";

/** A result as the judge sees it: every group it is in (with the groups above them) and its property values. */
export interface JudgedResult {
  groupPaths: readonly string[];
  properties: Readonly<Record<string, readonly string[]>>;
}

/** Whether a result answers the query: in one of its groups (or below one), with every property value it names. */
export function isRelevant(query: JudgedQuery, result: JudgedResult): boolean {
  const inGroup = query.groups.some((group) => result.groupPaths.some((path) => path === group || path.startsWith(`${group}/`)));
  if (!inGroup) return false;
  return Object.entries(query.properties ?? {}).every(([type, value]) => result.properties[type]?.includes(value) ?? false);
}

/**
 * The share of relevant results among the first ten shown (or all, when fewer are found); a search that finds
 * nothing scores 0 and counts as a zero-result query.
 */
export function precisionAt10(query: JudgedQuery, shown: readonly JudgedResult[]): number {
  const top = shown.slice(0, 10);
  if (top.length === 0) return 0;
  return top.filter((result) => isRelevant(query, result)).length / top.length;
}

export interface QueryScore {
  query: JudgedQuery;
  precision: number;
  found: number;
}

export interface Summary {
  queries: number;
  meanPrecision: number;
  zeroResults: number;
  byKind: Partial<Record<QueryKind, { queries: number; meanPrecision: number }>>;
}

export function summarize(scores: readonly QueryScore[]): Summary {
  const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
  const byKind: Summary["byKind"] = {};
  for (const kind of new Set(scores.map((score) => score.query.kind))) {
    const ofKind = scores.filter((score) => score.query.kind === kind);
    byKind[kind] = { queries: ofKind.length, meanPrecision: mean(ofKind.map((score) => score.precision)) };
  }
  return {
    queries: scores.length,
    meanPrecision: mean(scores.map((score) => score.precision)),
    zeroResults: scores.filter((score) => score.found === 0).length,
    byKind,
  };
}
