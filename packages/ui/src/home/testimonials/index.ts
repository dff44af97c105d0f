export * from "./testimonials.tsx";
export * from "./client-monogram.tsx";
