export * from "./banner-manager.tsx";
