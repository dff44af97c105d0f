export * from "./services-accordion.tsx";
export * from "./service-illustrations.tsx";
