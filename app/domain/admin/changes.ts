/**
 * What an audit row keeps of a change: the fields whose value differs, before
 * and after (decision 086). Fields equal on both sides are left out, so a row
 * says what moved and not the whole record again. A created record has no
 * before; a deleted one has no after.
 */
export type AuditChange = {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** JSON's view of a value: dates as ISO strings, undefined as absent. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** JSON text with object keys sorted: PostgreSQL gives jsonb keys back in its own order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(comparable(value), (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

function same(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

/** Keys never copied into an audit row: they change with every save and say nothing. */
const IGNORED = new Set(["updatedAt", "version"]);

function plain(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key, value]) => !IGNORED.has(key) && value !== undefined)
      .map(([key, value]) => [key, comparable(value)]),
  );
}

export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChange {
  if (!before) return { before: null, after: after ? plain(after) : null };
  if (!after) return { before: plain(before), after: null };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of keys) {
    if (IGNORED.has(key) || same(before[key], after[key])) continue;
    was[key] = comparable(before[key]) ?? null;
    is[key] = comparable(after[key]) ?? null;
  }
  return { before: was, after: is };
}

/** Whether a change changed anything: a save of the same values writes no audit row. */
export function isEmptyChange(change: AuditChange): boolean {
  const size = (record: Record<string, unknown> | null) => (record ? Object.keys(record).length : 0);
  return (
    change.before !== null && change.after !== null && size(change.before) === 0 && size(change.after) === 0
  );
}
