/**
 * The byte limits of every picture upload (reviews, complaints and returns, the back office): one picture under
 * 50 MB and all of a post under 25 MB, so in effect the total decides. A module of its own, without messages,
 * because the forms in the browser state them too.
 */
export const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 50 * MB;
export const MAX_TOTAL_IMAGE_BYTES = 25 * MB;
