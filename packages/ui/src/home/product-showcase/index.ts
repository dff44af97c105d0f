export * from "./product-showcase.tsx";
