import "#app/styles/blog.css";
import "#app/styles/home.css";
import { Suspense } from "react";
import { About } from "#app/components/home/about";
import { FeaturedTours } from "#app/components/home/featured-tours";
import { FinalCta } from "#app/components/home/final-cta";
import { Hero } from "#app/components/home/hero";
import { Newsletter } from "#app/components/home/newsletter";
import { Reasons } from "#app/components/home/reasons";
import { pickRandom } from "#app/components/home/shuffle";
import { TrustStats } from "#app/components/home/trust-stats";
import { useRootData } from "#app/components/layout/root-data";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { lazyHydrated } from "#app/components/ui/lazy-hydrated";
import { organizationJsonLd } from "#app/domain/seo/organization";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { env } from "#app/modules/config/env.server";
import {
  listActiveBanners,
  listFeaturedTestimonials,
  listHomeDestinations,
  listHomeFeaturedTours,
  listLatestPosts,
  streamed,
} from "#app/modules/content/home.server";
import type { Route } from "./+types/home";

// The carousels and the journal below the first screen: rendered by the server
// like the rest, hydrated from chunks of their own, so the home page's first
// scripts stay small (decision 045). Their styles come with the page (home.css, blog.css).
const PromoBanners = lazyHydrated(() =>
  import("#app/components/home/promo-banners").then((module) => module.PromoBanners),
);
const Destinations = lazyHydrated(() =>
  import("#app/components/home/destinations").then((module) => module.Destinations),
);
const LatestPosts = lazyHydrated(() =>
  import("#app/components/home/latest-posts").then((module) => module.LatestPosts),
);
const Testimonials = lazyHydrated(() =>
  import("#app/components/home/testimonials").then((module) => module.Testimonials),
);

const shuffled = <T,>(items: readonly T[]) => pickRandom(items, items.length);

/**
 * Nothing is awaited: the hero and the static sections render at once, and
 * each data section streams in when its query answers (deferred data). A
 * failed query shows that section's message and leaves the page standing.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { language } = context;
  const t = serverT(language, "home");
  return {
    heroVideoUrl: env().HERO_VIDEO_URL ?? null,
    banners: streamed("banners", () => listActiveBanners(language)),
    featuredTours: streamed("featured tours", () => listHomeFeaturedTours(language)),
    // In random order, so the 4 shown first differ from visit to visit (spec: 4 random of 12).
    destinations: streamed("destinations", async () => shuffled(await listHomeDestinations())),
    testimonials: streamed("testimonials", () => listFeaturedTestimonials(language)),
    posts: streamed("blog posts", () => listLatestPosts(language)),
    messages: messagesFor(language, ["home", "blog", "tours"]),
    seo: { title: t("meta.title"), description: t("meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <>
      {root ? <JsonLd data={organizationJsonLd(root)} /> : null}
      <Hero videoUrl={loaderData.heroVideoUrl} />
      <About />
      <Suspense fallback={null}>
        <PromoBanners banners={loaderData.banners} />
      </Suspense>
      <FeaturedTours tours={loaderData.featuredTours} />
      <Suspense fallback={null}>
        <Destinations destinations={loaderData.destinations} />
      </Suspense>
      <Reasons />
      <Suspense fallback={null}>
        <Testimonials testimonials={loaderData.testimonials} />
        <LatestPosts posts={loaderData.posts} />
      </Suspense>
      <Newsletter />
      <TrustStats licence={root?.contact.licence ?? ""} />
      <FinalCta phone={root?.contact.phonePrimary ?? null} />
    </>
  );
}
