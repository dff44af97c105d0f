export * from "./product-faq.tsx";
