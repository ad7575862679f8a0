import { z } from "zod";
import { DEPARTURE_STATUSES, type DepartureStatus } from "../catalogue/availability";
import type { ListSpec } from "./list-query";

/** The departures list's filters, as its URL holds them. */
export type DepartureFilters = {
  tour: number;
  status: DepartureStatus;
  /** upcoming (the default: starting today or later), past, or all. */
  when: "upcoming" | "past" | "all";
};

export const DEPARTURE_SORTS = ["start", "capacity", "taken", "left"] as const;

export const DEPARTURE_LIST: ListSpec<DepartureFilters> = {
  sorts: DEPARTURE_SORTS,
  defaultSort: "start",
  defaultDir: "asc",
  filters: {
    tour: z.coerce.number().int().positive().max(2_147_483_647),
    status: z.enum(DEPARTURE_STATUSES),
    when: z.enum(["upcoming", "past", "all"]),
  },
};

/**
 * Where a page's `?format=csv` is answered: the same path with `.csv` and the
 * same query (less `format`). A page's loader can only answer its page, so
 * the download is a resource route of its own, and the page sends it there.
 */
export function csvPathOf(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete("format");
  const query = params.toString();
  return `${url.pathname.replace(/\/$/, "")}.csv${query ? `?${query}` : ""}`;
}
