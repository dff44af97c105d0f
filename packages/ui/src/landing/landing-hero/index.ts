export * from "./landing-hero.tsx";
