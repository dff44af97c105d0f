export * from "./lifecycle.tsx";
export * from "./cogwheel.tsx";
