export * from "./privacy-policy.tsx";
