export * from "./course-detail.tsx";
