export * from "./picture-picker.tsx";
