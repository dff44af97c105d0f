/** `@studio/api/admin`: the admin area's contract and client, kept out of the public pages' bundles. */
export * from "./admin.ts";
export * from "./admin-client.ts";
export * from "./admin-pictures.ts";
