export * from "./brand-logo.tsx";
