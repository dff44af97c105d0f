export * from "./button.tsx";
