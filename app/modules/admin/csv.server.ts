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
