export * from "./parallax-wrapper.tsx";
export * from "./parallax-math.ts";
export * from "./use-scroll-offset.ts";
export * from "./scroll-offset.ts";
