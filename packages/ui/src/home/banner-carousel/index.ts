export * from "./banner-carousel.tsx";
export * from "./carousel-controls.tsx";
