// ESLint flat config for the whole workspace.
import js from "@eslint/js";
import formatjs from "eslint-plugin-formatjs";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/build-*/**",
      "**/dist/**",
      "**/storybook-static/**",
      "**/test-results/**",
      "**/coverage/**",
      "**/.astro/**",
      "mock-api/data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["packages/ui/**/*.{ts,tsx}", "packages/site/**/*.{ts,tsx}", ".storybook/**/*.tsx"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["packages/ui/**/*.tsx", "packages/site/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Messages come from packages/content by id; any inline ICU (defaultMessage, description
    // literals) must at least be valid, and no UI text may be hard-coded in JSX.
    files: ["packages/ui/**/*.{ts,tsx}", "packages/site/**/*.{ts,tsx}"],
    plugins: { formatjs },
    rules: {
      "formatjs/no-invalid-icu": "error",
      "formatjs/enforce-placeholders": "error",
      "formatjs/no-literal-string-in-jsx": [
        "error",
        { props: { include: [["*", "(aria-label|aria-description|alt|title|placeholder|label)"]] } },
      ],
    },
  },
  ...storybook.configs["flat/recommended"],
);
