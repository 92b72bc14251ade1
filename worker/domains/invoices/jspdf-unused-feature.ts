/**
 * Stands in for html2canvas, canvg and DOMPurify in the build (vite.config.ts): jsPDF loads them only for its
 * HTML and SVG features, which invoices never use, and they would add ~150 KB gzip to the Worker upload.
 */
export default function unusedJsPdfFeature(): never {
  throw new Error("This jsPDF feature (HTML or SVG rendering) is not part of this build");
}
