export * from "./course-cards.tsx";
