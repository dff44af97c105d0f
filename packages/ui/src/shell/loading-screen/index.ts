export * from "./loading-screen.tsx";
