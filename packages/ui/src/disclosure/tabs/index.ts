export * from "./tabs.tsx";
