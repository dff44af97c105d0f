export * from "./section.tsx";
