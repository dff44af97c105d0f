export * from "./table.tsx";
export * from "./scrollable-region.ts";
