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
    // The pages' import boundary. Pages (routes, components, their UI helpers) reach the Worker only through
    // - a domain's public face, worker/domains/<domain>/shared.ts or shared/ (rules, zod schemas, types, status
    //   tables: code that may run in the browser),
    // - worker/shared/ (money, India time, image URLs: the same kind of browser-safe code, used by every domain),
    // - `.server` modules (the domains' page bridges and worker/http's page plumbing), which React Router keeps out
    //   of the browser bundles.
    // Any other value import of worker/ or db/ would pull server code (and its dependencies) into the pages' client
    // bundles. Type-only imports are erased and allowed.
    files: ["app/**/*.{ts,tsx}"],
    // The server entry runs only on the server (it renders the document and logs render errors).
    ignores: ["app/entry.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Relative (../../worker/…) or through the app alias (~/../worker/…).
              regex: "^(~/)?(\\.\\./)+(db(/|$)|worker/(?!shared/|domains/[\\w-]+/shared(\\.ts)?(/|$)|.*\\.server(\\.ts)?$))",
              allowTypeImports: true,
              message: "Pages reach a domain through its shared face (worker/domains/<domain>/shared) or a .server bridge, and worker/shared; never its services or tables.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server never depends on the pages: worker/ and db/ import nothing from app/ (db/schema.ts is an index of
    // the domains' tables).
    files: ["worker/**/*.ts", "db/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|(\\.\\./)+app/)", message: "worker/ and db/ do not import app/: move shared code to worker/shared or a domain's shared face." }] },
      ],
    },
  },
  {
    // Test helpers read untyped JSON bodies.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
