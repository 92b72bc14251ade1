import { youTubeVideoId } from "./schemas/catalog";

/** The privacy-friendly embed address of a YouTube watch, share or embed URL (null for anything else). */
export function youTubeEmbedUrl(link: string): string | null {
  const id = youTubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
