import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { pageMeta } from "#app/components/seo/page-meta";
import { CACHE_NAMES } from "#app/domain/offline/cache-rules";
import { useTranslation } from "#app/i18n/react";
import { serverT } from "#app/i18n/translate.server";
import type { Route } from "./+types/offline";

/**
 * `/offline`: what the service worker shows for a page it cannot reach (decision
 * 099). Rendered by the server in the page's language like any page; the worker
 * keeps one copy per language (fetched without cookies) and the list of saved
 * pages is read from the browser's cache when the page runs.
 */
export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "common");
  return { seo: { title: t("offlineApp.pageTitle") } };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

type SavedPage = { href: string; title: string };

/** The pages the worker has kept, with their titles, read from Cache Storage. */
async function savedPages(): Promise<SavedPage[]> {
  if (typeof caches === "undefined" || !(await caches.has(CACHE_NAMES.pages))) return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || url.pathname === "/offline") continue;
    const response = await cache.match(request);
    const html = response ? await response.text() : "";
    const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
    const textarea = document.createElement("textarea");
    textarea.innerHTML = title ?? "";
    pages.push({ href: `${url.pathname}${url.search}`, title: textarea.value || url.pathname });
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title));
}

/** The page the visitor asked for (the worker sends it as `from`): our own path only. */
function retryPath(search: string): string | null {
  const from = new URLSearchParams(search).get("from");
  return from?.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from : null;
}

export default function Offline() {
  const { t } = useTranslation("common");
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  const { search } = useLocation();
  // After hydration only: the kept copy of this page was rendered without `from`.
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => setFrom(retryPath(search)), [search]);
  useEffect(() => {
    savedPages()
      .then(setPages)
      .catch(() => setPages([]));
  }, []);
  return (
    <section className="container page-message offline-page" aria-labelledby="offline-title">
      <h1 id="offline-title">{t("offlineApp.pageTitle")}</h1>
      <p>{t("offlineApp.pageText")}</p>
      <h2>{t("offlineApp.availableTitle")}</h2>
      {pages === null ? (
        <p>{t("offlineApp.checking")}</p>
      ) : pages.length === 0 ? (
        <p>{t("offlineApp.noneSaved")}</p>
      ) : (
        <ul className="offline-page__list" data-testid="offline-pages">
          {pages.map((page) => (
            <li key={page.href}>
              <a href={page.href}>{page.title}</a>
            </li>
          ))}
        </ul>
      )}
      <div className="page-message__actions">
        {from ? (
          <a href={from} className="btn btn-ghost">
            {t("offlineApp.tryAgain")}
          </a>
        ) : null}
        <Link to="/" className="btn btn-primary" reloadDocument>
          {t("offlineApp.home")}
        </Link>
      </div>
    </section>
  );
}
