export * from "./product-highlights.tsx";
