export * from "./banner-editor.tsx";
