export * from "./field.tsx";
export * from "./error-summary.tsx";
