import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A boundaries selector of one layer of app/, or of any of several. */
const layer = (type) => ({ element: { type } });
const layers = (...types) => ({ element: { types: { anyOf: types } } });

export default tseslint.config(
  {
    ignores: [
      "build/",
      "bench/floor/build/",
      ".cache/",
      ".wrangler/",
      "node_modules/",
      "playwright-report/",
      "test-results/",
      "worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-properties": [
        "error",
        {
          object: "Math",
          property: "random",
          message:
            "Use the engine's random sources (app/engine/random.ts): Math.random is neither unbiased nor seedable.",
        },
      ],
    },
  },
  {
    // The layers of app/ (CONTRIBUTING.md, "Where code goes"): the engine is a leaf; the shared
    // UI and utilities use only the engine; a feature uses those and other features through
    // their public index.ts (index.server.ts for server code); routes and the app's entry files
    // wire features together.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/include": ["app/**/*"],
      "boundaries/elements": [
        { type: "engine", pattern: "app/engine" },
        { type: "feature", pattern: "app/features/*", capture: ["feature"] },
        { type: "shared", pattern: "app/{ui,utils,types,fonts}" },
        { type: "routes", pattern: "app/routes" },
        // What is left at the top of app/: root.tsx and the entry files, which wire like routes.
        { type: "routes", pattern: "app" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "This import crosses the layers of app/ the wrong way, or reaches inside another feature: use its index.ts (index.server.ts for server code). See CONTRIBUTING.md, Where code goes.",
          policies: [
            { from: layer("engine"), allow: { to: layer("engine") } },
            { from: layer("shared"), allow: { to: layers("engine", "shared") } },
            { from: layer("feature"), allow: { to: layers("engine", "shared", "feature") } },
            // The root loader's type, read by the one module that reads its data (root-data.ts).
            {
              from: layer("feature"),
              allow: { to: layer("routes"), dependency: { kind: "type" } },
            },
            {
              from: layer("routes"),
              allow: { to: layers("engine", "shared", "feature", "routes") },
            },
            // Another feature is used through its public entry points only (checked after the
            // allows above: the last matching policy decides).
            {
              from: layers("feature", "routes"),
              disallow: {
                to: {
                  element: { type: "feature", fileInternalPath: "!(index.ts|index.server.ts)" },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
