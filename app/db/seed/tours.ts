import { KILIMANJARO_TOURS } from "./tours-kilimanjaro";
import { MORE_TOURS } from "./tours-more";
import { SAFARI_TOURS } from "./tours-safaris";
import type { SeedTour } from "./types";

/** Every demo tour, in display order. */
export const TOURS: SeedTour[] = [...SAFARI_TOURS, ...KILIMANJARO_TOURS, ...MORE_TOURS];
