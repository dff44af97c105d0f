/** Loaded by the fixture island after it has rendered. */
export const LATER = "notFound.backHome";
