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
  {
    // The Foundations pages' doc blocks are designers' documentation in English, not site UI.
    files: ["packages/ui/src/docs/**/*.tsx"],
    rules: { "formatjs/no-literal-string-in-jsx": "off" },
  },
  ...storybook.configs["flat/recommended"],
  {
    // Play functions read in the Interactions panel as a visitor's steps: every action and check in
    // a named step(), so the panel says what happens, and so the story tests can render a story
    // without its interaction (the preview's step runner skips steps in modes that only render).
    files: ["packages/ui/**/*.stories.tsx"],
    // Reworked in parallel with its component (the highlights' hover becoming CSS); its play
    // functions get their steps with that change.
    ignores: ["packages/ui/src/product/product-highlights/product-highlights.stories.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Property[key.name='play'] > :function > BlockStatement > ExpressionStatement > AwaitExpression > CallExpression:not([callee.name='step'], [callee.property.name='step'])",
          message: "Put this in a named step of the play function: await step('opens the menu with Enter', …).",
        },
        {
          selector: "Property[key.name='play'] > :function > BlockStatement > VariableDeclaration AwaitExpression",
          message: "Put this in a named step of the play function: await step('opens the menu with Enter', …).",
        },
        {
          selector: "Property[key.name='play'] > ArrowFunctionExpression > CallExpression",
          message: "Write the play function as named steps: async ({ step }) => { await step('…', …) }.",
        },
        {
          selector: "Property[key.name='play'] CallExpression[callee.name=/^(setTimeout|setInterval)$/]",
          message: "No real-time waits in a play function: wait for what the visitor sees (waitFor, findBy…).",
        },
        {
          selector:
            "CallExpression[callee.property.name='toBe'][arguments.0.raw=/^(true|false)$/] > MemberExpression > CallExpression[callee.name='expect'][arguments.length=1]",
          message:
            "expect(true).toBe(true) says nothing in the Interactions panel: use a matcher that names what is checked, or give expect a message.",
        },
      ],
    },
  },
);
