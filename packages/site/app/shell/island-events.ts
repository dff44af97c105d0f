/**
 * Announced on `document` when an island has hydrated (its effects have run; see
 * language-root.tsx): the island directive (directives/approach.ts) then hands over what the
 * visitor did before.
 */
export const ISLAND_HYDRATED_EVENT = "studio:island-hydrated";
