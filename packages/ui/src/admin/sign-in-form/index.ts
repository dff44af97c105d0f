export * from "./sign-in-form.tsx";
