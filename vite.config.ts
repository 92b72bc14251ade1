import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
  ],
  // The Worker's code is minified like the browser's: the upload stays well inside Cloudflare's size limits (and
  // the deploy journey's 1 MB gzip budget) as features grow; errors are logged with their messages, which survive.
  environments: {
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page loads React, React Router and Lingui: one file rather than six, so the first visit fetches
            // and decompresses fewer pieces (the storefront's 130 kB gzip budget, tests/bench/run.ts).
            codeSplitting: { groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|@lingui|cookie|set-cookie-parser|turbo-stream)[\\/]/ }] },
          },
        },
      },
    },
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // jsPDF's optional HTML/SVG helpers, never used by the invoice PDF (see the module's comment).
      ...Object.fromEntries(["html2canvas", "canvg", "dompurify"].map((name) => [name, fileURLToPath(new URL("./worker/domains/invoices/jspdf-unused-feature.ts", import.meta.url))])),
    },
  },
});
