import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { badRequest } from "../../lib/errors";
import { requireAdmin } from "../../http/auth";
import { jsonError } from "../../http/errors";
import { auditStatement } from "../../lib/audit";
import { MAX_IMAGE_BYTES, storeImage } from "./images";
import type { HonoEnv } from "../../http/hono-env";

export const mediaRoutes = new Hono<HonoEnv>({ strict: false });

/** Multipart framing around a 2 MB file stays well under this. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

mediaRoutes.post(
  "/upload",
  requireAdmin,
  bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT_BYTES,
    onError: (c) => jsonError(c, 413, "Image is larger than 2 MB"),
  }),
  async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest("Send the image as multipart/form-data in the field `file`");
    }
    const file = form.get("file");
    if (!(file instanceof File)) throw badRequest("Send the image in the field `file`");
    const stored = await storeImage(c.var.ctx, file);
    await auditStatement(c.var.ctx, c.var.principal, { action: "upload", entity: "image", entityId: stored.key, details: { size: file.size } });
    return c.json(stored, 201);
  },
);
