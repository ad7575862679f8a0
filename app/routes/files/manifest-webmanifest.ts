import { webAppManifest } from "#app/domain/offline/web-app-manifest";
import { serverT } from "#app/i18n/translate.server";
import { getBranding } from "#app/modules/branding/branding.server";
import type { Route } from "./+types/manifest-webmanifest";

/** `GET /manifest.webmanifest`: the installable app, named and coloured from the site branding (decision 099). */
export async function loader({ context }: Route.LoaderArgs) {
  const branding = await getBranding(context.language);
  return new Response(JSON.stringify(webAppManifest(branding, context.language, serverT(context.language))), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // Branding changes at /admin/branding: browsers ask again, cheaply.
      "Cache-Control": "public, no-cache",
    },
  });
}
