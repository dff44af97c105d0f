export * from "./not-ready-notice.tsx";
