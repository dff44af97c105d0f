export * from "./privacy-policy.tsx";
export * from "./scrollable-region.ts";
