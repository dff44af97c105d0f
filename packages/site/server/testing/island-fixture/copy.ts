/** Shown by the fixture island. */
export const SHOWN = "notFound.title";
/** Never used: tree-shaken away, so not among the island's ids. */
export const NEVER_SHOWN = "notFound.description";
