export * from "./banner-preview.tsx";
