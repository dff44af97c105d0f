export * from "./banner-list.tsx";
