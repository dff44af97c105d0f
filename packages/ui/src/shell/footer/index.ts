export * from "./footer.tsx";
