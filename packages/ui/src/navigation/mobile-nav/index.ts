export * from "./mobile-nav.tsx";
