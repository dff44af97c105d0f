import { z } from "zod";

/**
 * The API contract: every path and payload the site and the mock API exchange, defined once.
 * Paths are relative to the configured API base URL (spec section 7).
 */
export const API_PATHS = {
  visitor: "api/visitor",
} as const;

/** POST /api/visitor — no body; the server answers with the new visitor count. */
export const visitorResponseSchema = z.object({
  count: z.number().int().nonnegative(),
});

export type VisitorResponse = z.infer<typeof visitorResponseSchema>;
