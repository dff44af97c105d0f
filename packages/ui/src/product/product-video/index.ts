export * from "./product-video.tsx";
export * from "./video-poster-illustration.tsx";
