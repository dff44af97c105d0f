import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, conditionals, arrays). It does not resolve conflicting Tailwind
 * utilities: a component and its callers never set the same property twice (a variant or a prop
 * chooses instead), which the story tests check on every element they render (.storybook/preview.tsx).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
