/**
 * The admin area's components (`@studio/ui/admin`): an entry of their own, so no public page's
 * bundle can reach them or the admin API's contract they use.
 */
export * from "./sign-in-form/index.ts";
export * from "./banner-list/index.ts";
export * from "./banner-editor/index.ts";
export * from "./picture-picker/index.ts";
export * from "./banner-preview/index.ts";
export * from "./banner-manager/index.ts";
export * from "./audit-list/index.ts";
export * from "./banner-work.ts";
