/**
 * Which of four titles a list narrowed by two filters takes (tours by
 * category and destination, stays by type and location): the one for both
 * filters, for either one alone, or for none.
 */
export function titleByFilters<Title>(
  first: string | null | undefined,
  second: string | null | undefined,
  titles: { both: Title; first: Title; second: Title; none: Title },
): Title {
  if (first && second) return titles.both;
  if (first) return titles.first;
  if (second) return titles.second;
  return titles.none;
}
