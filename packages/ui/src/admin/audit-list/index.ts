export * from "./audit-list.tsx";
