import { robotsTxt } from "#app/domain/seo/robots";
import { env } from "#app/modules/config/env.server";

/** `GET /robots.txt`: open to crawlers except private areas, with the sitemap's absolute URL. */
export function loader() {
  return new Response(robotsTxt(env().siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
