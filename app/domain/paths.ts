/**
 * The public URL of every kind of content, in one place: pages, cards, the
 * footer, the sitemap and JSON-LD all build links with these.
 */
export { tourPath } from "./catalogue/tour";

type Slugged = { slug: string };
type Nested = Slugged & { parentSlug?: string | null };

/** A destination under its parent: /destinations/tanzania/serengeti; a top-level one: /destinations/tanzania. */
export function destinationPath(destination: Nested): string {
  return destination.parentSlug
    ? `/destinations/${destination.parentSlug}/${destination.slug}`
    : `/destinations/${destination.slug}`;
}

/** Same nesting as destinations: /experiences/game-drives/night-game-drive. */
export function experiencePath(experience: Nested): string {
  return experience.parentSlug
    ? `/experiences/${experience.parentSlug}/${experience.slug}`
    : `/experiences/${experience.slug}`;
}

export function accommodationPath(accommodation: Slugged): string {
  return `/accommodations/${accommodation.slug}`;
}

/** A Kilimanjaro route page: the route's tour, under /kilimanjaro. */
export function kilimanjaroRoutePath(tour: Slugged): string {
  return `/kilimanjaro/${tour.slug}`;
}

export function blogPostPath(post: Slugged): string {
  return `/blog/${post.slug}`;
}

/** Lower-cased name with hyphens: the home page's fallback when a destination has no slug (spec). */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
