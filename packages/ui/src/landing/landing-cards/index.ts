export * from "./landing-cards.tsx";
