export * from "./site-header.tsx";
