export * from "./get-started-section.tsx";
