export * from "./course-hero.tsx";
