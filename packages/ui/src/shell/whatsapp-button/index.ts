export * from "./whatsapp-button.tsx";
