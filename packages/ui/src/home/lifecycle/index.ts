export * from "./lifecycle.tsx";
export * from "./cogwheel.tsx";
export * from "./lifecycle-motion.ts";
