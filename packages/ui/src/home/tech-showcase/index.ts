export * from "./tech-showcase.tsx";
export * from "./tech-icon.tsx";
