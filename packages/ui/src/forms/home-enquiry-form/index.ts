export * from "./home-enquiry-form.tsx";
