export * from "./dialog.tsx";
