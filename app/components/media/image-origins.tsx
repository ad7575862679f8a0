import { createContext, useContext } from "react";
import { isAllowedMediaUrl } from "#app/domain/media/media-hosts";

/**
 * The outside origins pictures may come from (IMAGE_HOSTS), as the
 * Content-Security-Policy allows them; the root provides them. None by
 * default, as in the policy.
 */
const ImageOrigins = createContext<readonly string[]>([]);

export const ImageOriginsProvider = ImageOrigins.Provider;

/** Whether a picture at this address would load under the page's policy. */
export function useIsAllowedImage(): (url: string) => boolean {
  const origins = useContext(ImageOrigins);
  return (url) => isAllowedMediaUrl(url, origins);
}
