// ESLint flat config for the whole workspace.
import js from "@eslint/js";
import formatjs from "eslint-plugin-formatjs";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Words of a text, lower-cased, whatever the punctuation: to compare a step's name with a doc comment. */
const words = (text) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Rules of the story files. `step-in-visitor-words`: a play function's step is named by what the
 * visitor does and then sees ("presses Escape: the menu closes"), not by the story's description
 * copied into it: a step whose name starts like the doc comment of its story (or of the function
 * that makes the story) is reported. The first 24 characters are compared, words only.
 */
const storySteps = {
  rules: {
    "step-in-visitor-words": {
      meta: {
        type: "suggestion",
        schema: [],
        messages: {
          copied:
            "This step repeats the story's description. Name it by what the visitor does and then sees: 'presses Escape: the menu closes'.",
        },
      },
      create(context) {
        const source = context.sourceCode;
        return {
          "CallExpression[callee.name='step'], CallExpression[callee.property.name='step']"(node) {
            const name = node.arguments[0];
            const text =
              name?.type === "Literal" && typeof name.value === "string"
                ? name.value
                : name?.type === "TemplateLiteral"
                  ? name.quasis.map((quasi) => quasi.value.cooked).join(" ")
                  : undefined;
            if (text === undefined) return;
            const start = words(text).slice(0, 24);
            if (start.length < 24) return;
            const statement = source.getAncestors(node).find((ancestor) => ancestor.parent?.type === "Program");
            const doc =
              statement && source.getCommentsBefore(statement).findLast((comment) => comment.value.startsWith("*"));
            if (doc && words(doc.value).startsWith(start)) context.report({ node: name, messageId: "copied" });
          },
        };
      },
    },
  },
};

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
    files: [
      "packages/ui/src/docs/**/*.tsx",
      "packages/ui/src/tokens/foundations/**/*.tsx",
      "packages/ui/src/test/blocks.tsx",
      "packages/ui/src/test/spec-sheet.tsx",
    ],
    rules: { "formatjs/no-literal-string-in-jsx": "off" },
  },
  ...storybook.configs["flat/recommended"],
  {
    // Play functions read in the Interactions panel as a visitor's steps: every action and check in
    // a named step(), so the panel says what happens, and so the story tests can render a story
    // without its interaction (the preview's step runner skips steps in modes that only render).
    // The forms' stories are written once, in their factory.
    files: ["packages/ui/**/*.stories.tsx", "packages/ui/src/forms/form-stories.tsx"],
    plugins: { "story-steps": storySteps },
    rules: {
      "story-steps/step-in-visitor-words": "error",
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
          // The panel shows a Testing Library query by what it asks ("getByRole('button', { name:
          // 'Open menu' })"), an element found otherwise as a dump of its tag and classes.
          selector:
            "CallExpression[callee.property.name=/^(querySelector|querySelectorAll|getElementsByClassName|getElementsByTagName)$/]",
          message:
            "Find it as a visitor does: canvas.getByRole('button', { name: storyMessage(…) }), getByLabelText, getByText…; a part hidden from assistive technology (flag, icon, illustration): decorativePart() from test/story-helpers.ts.",
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
