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
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // jsPDF's optional HTML/SVG helpers, never used by the invoice PDF (see the module's comment).
      ...Object.fromEntries(["html2canvas", "canvg", "dompurify"].map((name) => [name, fileURLToPath(new URL("./worker/lib/jspdf-unused-feature.ts", import.meta.url))])),
    },
  },
});
