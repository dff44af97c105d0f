export * from "./top-nav.tsx";
