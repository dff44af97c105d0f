export * from "./demo-booking-form.tsx";
