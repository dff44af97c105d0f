export * from "./accordion.tsx";
