// The addresses the staff area's end-to-end tests sign in as (tests/e2e/staff.ts):
// one per area and project, so parallel tests never register the same one at
// once. playwright.config.ts makes them super admins once verified. No imports:
// the config reads this file.

export const STAFF_E2E_AREAS = [
  "frame",
  "bookings",
  "departures",
  "enquiries",
  "redirects",
  "content",
  "analytics",
] as const;
export type StaffE2eArea = (typeof STAFF_E2E_AREAS)[number];

export function staffAddress(area: StaffE2eArea, project: string): string {
  return `office-${area}-${project === "mobile" ? "mobile" : "desktop"}@example.com`;
}

export const STAFF_E2E_ADDRESSES = STAFF_E2E_AREAS.flatMap((area) =>
  ["desktop", "mobile"].map((project) => staffAddress(area, project)),
);
