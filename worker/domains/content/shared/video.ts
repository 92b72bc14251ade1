/** YouTube links: the admin pastes watch, share or embed URLs; pages embed them without cookies. */
/** YouTube watch, share (youtu.be), embed and shorts URLs; the page turns them into embeds. */
export function youTubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^www\.|^m\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const match = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/);
      id = match?.[1] ?? null;
    }
  }
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
}

/** The privacy-friendly embed address of a YouTube watch, share or embed URL (null for anything else). */
export function youTubeEmbedUrl(link: string): string | null {
  const id = youTubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
