export * from "./feature-grid.tsx";
