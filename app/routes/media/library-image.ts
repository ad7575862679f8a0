import type { LoaderFunctionArgs } from "react-router";
import { readLibraryVariant } from "#app/modules/media/library/serve.server";
import { MediaStorageError } from "#app/modules/media/library/storage.server";

/**
 * `/media/library/:key/:file`: the media library's pictures (decision 090),
 * `{width}.webp` and `{width}.avif`. A key names one upload for ever and its
 * variants never change, so browsers and CDNs keep them a year without asking.
 */

const IMMUTABLE = "public, max-age=31536000, immutable";

function plain(status: number, text: string, extra: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra },
  });
}

export async function loader({ params }: LoaderFunctionArgs) {
  let found: Awaited<ReturnType<typeof readLibraryVariant>>;
  try {
    found = await readLibraryVariant(params.key ?? "", params.file ?? "");
  } catch (error) {
    // The bucket or the disk is out of reach: the client may try again, and nothing is cached.
    if (error instanceof MediaStorageError) return plain(503, "Service unavailable", { "Retry-After": "30" });
    throw error;
  }
  if (!found) return plain(404, "Not found");
  return new Response(new Uint8Array(found.body), {
    status: 200,
    headers: {
      "Content-Type": found.contentType,
      "Content-Length": String(found.body.byteLength),
      "Cache-Control": IMMUTABLE,
      // Browsers take the type above, never a guess from the bytes.
      "X-Content-Type-Options": "nosniff",
    },
  });
}
