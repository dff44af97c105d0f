export * from "./landing-artwork.tsx";
