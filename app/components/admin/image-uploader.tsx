import { useId, useState } from "react";

type Upload = { id: string; name: string; progress: number };

/** Uploads one file to /api/upload (the session cookie authenticates it) and reports progress. */
function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/upload");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { secure_url?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: handled below
      }
      if (request.status >= 200 && request.status < 300 && body.secure_url) resolve(body.secure_url);
      else reject(new Error(body.message || "Failed to upload image"));
    };
    request.onerror = () => reject(new Error("Failed to upload image"));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/**
 * Picks images, uploads them in parallel with a progress bar each, shows previews with a Remove button.
 * `value` is the list of image URLs the form will save.
 */
export function ImageUploader({
  label,
  value,
  onChange,
  multiple = true,
  onError,
}: {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  multiple?: boolean;
  onError: (message: string) => void;
}) {
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);

  async function handleFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    const picked = Array.from(files).map((file) => ({ file, id: crypto.randomUUID() }));
    setUploads((current) => [...current, ...picked.map(({ file, id }) => ({ id, name: file.name, progress: 0 }))]);
    const results = await Promise.allSettled(
      picked.map(({ file, id }) =>
        uploadImage(file, (progress) =>
          setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, progress } : upload))),
        ).finally(() => setUploads((current) => current.filter((upload) => upload.id !== id))),
      ),
    );
    const urls = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const failure = results.find((result) => result.status === "rejected");
    if (failure && failure.status === "rejected") onError(failure.reason instanceof Error ? failure.reason.message : "Failed to upload image");
    if (urls.length) onChange(multiple ? [...value, ...urls] : urls.slice(-1));
  }

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple={multiple}
        onChange={(event) => {
          void handleFiles(event.target.files);
          event.target.value = "";
        }}
        className="mt-1 block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border-0 file:bg-leaf-100 file:px-3 file:py-2 file:font-semibold file:text-leaf-900"
      />
      <p className="mt-1 text-xs text-stone-600">JPEG, PNG, WebP, GIF or AVIF; up to 2 MB and 8000 px a side</p>
      {uploads.length > 0 && (
        <ul className="mt-2 space-y-1" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.id} className="text-xs text-stone-700">
              Uploading {upload.name}… {upload.progress}%
              <progress className="ml-2 h-2 w-32 align-middle" max={100} value={upload.progress} />
            </li>
          ))}
        </ul>
      )}
      {value.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {value.map((url, index) => (
            <li key={url} className="relative">
              <img src={url} alt={`Selected image ${index + 1}`} width={80} height={80} className="h-20 w-20 rounded-lg object-cover ring-1 ring-stone-300" />
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== url))}
                className="mt-1 block w-20 rounded bg-red-700 px-1 py-0.5 text-xs font-semibold text-white hover:bg-red-800"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
