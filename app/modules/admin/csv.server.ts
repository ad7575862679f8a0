import { redirect } from "react-router";
import { toCsv } from "#app/domain/admin/csv";

/**
 * A list's `?format=csv` answer: UTF-8 with a byte-order mark (so Excel reads
 * accents and Chinese names right), as a download named `<name>-<date>.csv`,
 * never cached (it holds personal data).
 */
export function csvResponse(
  name: string,
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
) {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${toCsv(header, rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Whether a list was asked for as CSV (`?format=csv`). */
export function wantsCsv(url: URL): boolean {
  return url.searchParams.get("format") === "csv";
}

/**
 * A list page's `?format=csv`: sent on (302) to the list's CSV route with the
 * same search and filters. A page route cannot answer with a file (React
 * Router renders the page around whatever its loader returns), so each list
 * has a resource route beside it (by default the page's path and `.csv`:
 * `/admin/bookings.csv`, `/admin/departures/4/manifest.csv`) that guards
 * itself and answers with `csvResponse`. Call first thing after the guard.
 */
export function sendCsvTo(url: URL, csvPath = `${url.pathname.replace(/\/$/, "")}.csv`): void {
  if (!wantsCsv(url)) return;
  const search = new URLSearchParams(url.search);
  search.delete("format");
  search.delete("page");
  const query = search.toString();
  throw redirect(query ? `${csvPath}?${query}` : csvPath);
}
