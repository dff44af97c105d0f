export * from "./landing-reasons.tsx";
