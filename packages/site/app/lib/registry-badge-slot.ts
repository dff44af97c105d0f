/**
 * Marks the footer's container the business-registry badge is mounted into (rendered only when a
 * badge is configured). In a module of its own so the page script can find the slot without
 * loading the badge's loader, which it imports only when a badge is configured.
 */
export const REGISTRY_BADGE_ATTRIBUTE = "data-registry-badge";
