import type { Context } from "hono";
import { IMAGE_PATH_PREFIX, SERVABLE_IMAGE_TYPES, imageKeyFromUrl } from "./images";
import type { HonoEnv } from "../../http/hono-env";

/** Serves an uploaded image from R2 with its stored type; keys never change, so it may be cached forever. */
export async function serveImage(c: Context<HonoEnv>) {
  const key = imageKeyFromUrl(`${IMAGE_PATH_PREFIX}${c.req.param("key")}`);
  const object = key ? await c.env.IMAGES.get(key) : null;
  if (!object) return c.json({ success: false, message: "Image not found" }, 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  // Uploads are checked by their bytes, but an object put into the bucket by other means could claim any type:
  // only image types are served inline, everything else as a sandboxed download that no browser renders.
  const contentType = headers.get("Content-Type") ?? "";
  if (SERVABLE_IMAGE_TYPES.has(contentType)) {
    headers.set("Content-Disposition", "inline");
  } else {
    headers.set("Content-Type", "application/octet-stream");
    headers.set("Content-Disposition", "attachment");
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; sandbox");
  }
  if (c.req.header("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
