/** How the back office's list of models may be sorted, and how many rows a page of its lists has. */
export const MODEL_SORTS = ["name", "-name", "id", "-id", "updated", "-updated"] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
export const PAGE_SIZE = 50;
