export * from "./form-section.tsx";
