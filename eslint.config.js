import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".wrangler/", "node_modules/", "worker-configuration.d.ts", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Server and page code logs through worker/lib/log.ts only: structured JSON with the request id, no personal data.
    files: ["worker/**/*.ts", "app/**/*.{ts,tsx}"],
    ignores: ["worker/lib/log.ts"],
    rules: { "no-console": "error" },
  },
  {
    // Routes and components reach the Worker's services only through the bridges in app/server/*.server.ts, and
    // share types through app/lib: a value import of worker/ or db/ here would pull server code (and its
    // dependencies) into the pages' client bundles. Type-only imports are erased and allowed.
    files: ["app/routes/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Relative (../../worker/…) or through the app alias (~/../worker/…).
              regex: "^(~/)?(\\.\\./)+(worker|db)(/|$)",
              allowTypeImports: true,
              message: "Reach services through app/server/*.server.ts and share types through app/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers read untyped JSON bodies.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
