export * from "./why-choose.tsx";
export * from "./why-choose-art.tsx";
