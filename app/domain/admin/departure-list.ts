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
