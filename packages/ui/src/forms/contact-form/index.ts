export * from "./contact-form.tsx";
