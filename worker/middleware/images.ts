import type { Context } from "hono";
import { IMAGE_PATH_PREFIX, imageKeyFromUrl } from "../services/images";
import type { HonoEnv } from "../types";

/** Serves an uploaded image from R2 with its stored type; keys never change, so it may be cached forever. */
export async function serveImage(c: Context<HonoEnv>) {
  const key = imageKeyFromUrl(`${IMAGE_PATH_PREFIX}${c.req.param("key")}`);
  const object = key ? await c.env.IMAGES.get(key) : null;
  if (!object) return c.json({ success: false, message: "Image not found" }, 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("Content-Disposition", "inline");
  if (c.req.header("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
