export * from "./course-actions.tsx";
