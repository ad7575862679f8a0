import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/domain/root-data";

/**
 * The root loader's data (language, branding, contact, footer, viewer) from
 * any component. Undefined only where the root loader has not run: an error
 * thrown before it answered.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
