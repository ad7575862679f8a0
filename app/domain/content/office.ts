import type { LatLng } from "#app/domain/catalogue/region-map";

/** The office on Njiro Road, Arusha (as in the organisation's structured data). */
export const OFFICE_LOCATION: LatLng = { lat: -3.3869, lng: 36.683 };
