export * from "./not-found-message.tsx";
