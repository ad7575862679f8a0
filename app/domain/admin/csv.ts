/**
 * CSV as spreadsheets open it (RFC 4180, CRLF lines). A cell that starts
 * with = + - @ or a tab is prefixed with an apostrophe, so a traveller's name
 * typed as "=HYPERLINK(...)" stays text in the office's spreadsheet (CSV
 * injection). Numbers are written as they are.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return [header, ...rows]
    .map((row) => row.map(cell).join(","))
    .join("\r\n")
    .concat("\r\n");
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
