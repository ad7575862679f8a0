/**
 * Scenery and crowds of Kilimanjaro's routes for the comparison table.
 *
 * Why a table in code: the tours table has columns for days, distance, summit
 * success and difficulty, but none for scenery or crowds, and these are facts
 * about the mountain's trails (the same for every operator), not about one of
 * our tours. They are keyed by the route's name as it appears in a tour's slug
 * ("kilimanjaro-lemosho-route-8-days" is Lemosho). A route not listed here
 * shows no rating rather than an invented one. If staff need to edit them,
 * they become two columns on `tours`.
 */

export type SceneryRating = "good" | "veryGood" | "outstanding";
export type CrowdLevel = "low" | "moderate" | "high";
export type RouteProfile = { scenery: SceneryRating; crowds: CrowdLevel };

export const ROUTE_PROFILES = {
  "northern-circuit": { scenery: "outstanding", crowds: "low" },
  lemosho: { scenery: "outstanding", crowds: "moderate" },
  machame: { scenery: "outstanding", crowds: "high" },
  shira: { scenery: "veryGood", crowds: "moderate" },
  umbwe: { scenery: "veryGood", crowds: "low" },
  rongai: { scenery: "good", crowds: "low" },
  marangu: { scenery: "good", crowds: "high" },
} as const satisfies Record<string, RouteProfile>;

export type RouteKey = keyof typeof ROUTE_PROFILES;

/** The known route a tour slug names, e.g. "kilimanjaro-machame-route-7-days" is machame. */
export function routeKeyOf(slug: string | null | undefined): RouteKey | null {
  if (!slug) return null;
  const padded = `-${slug}-`;
  // Longest names first, so "northern-circuit" is not read as something shorter.
  const keys = (Object.keys(ROUTE_PROFILES) as RouteKey[]).sort((a, b) => b.length - a.length);
  return keys.find((key) => padded.includes(`-${key}-`)) ?? null;
}

export function routeProfileOf(slug: string | null | undefined): RouteProfile | null {
  const key = routeKeyOf(slug);
  return key ? ROUTE_PROFILES[key] : null;
}
