import type { LoaderFunctionArgs } from "react-router";
import type { HeaderSearchResponse } from "#app/domain/search-query";
import { isSearchable, normalizeSearchQuery } from "#app/domain/search-query";
import { recordSearch, searchHeader } from "#app/modules/search/search.server";

/**
 * `GET /api/search?q=`: the header search's answer as JSON. Any input gives a
 * normal answer (an empty one when it is under 2 characters); every search
 * of 2 or more characters is recorded without being awaited.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = normalizeSearchQuery(new URL(request.url).searchParams.get("q"));
  const results = await searchHeader(query, context.language);
  if (isSearchable(query)) {
    recordSearch({ query, resultCount: results.total, language: context.language, source: "header" });
  }
  const body: HeaderSearchResponse = {
    query: results.query,
    total: results.total,
    groups: results.groups.map((group) => ({
      type: group.type,
      total: group.total,
      items: group.items.map(({ id, title, path, lang }) => ({ id, title, path, lang })),
    })),
  };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
