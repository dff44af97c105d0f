export * from "./products-menu.tsx";
