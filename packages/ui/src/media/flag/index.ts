export * from "./flag.tsx";
