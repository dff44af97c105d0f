export * from "./analytics-opt-out.tsx";
