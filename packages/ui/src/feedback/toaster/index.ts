export * from "./toaster.tsx";
