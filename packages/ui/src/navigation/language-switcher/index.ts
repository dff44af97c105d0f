export * from "./language-switcher.tsx";
