import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PreferencesProvider } from "#app/components/preferences/preferences-context";
import { Deferred, Skeleton } from "#app/components/ui/deferred";
import type { HomeBanner } from "#app/domain/content/banners";
import type { HomeTestimonial } from "#app/domain/content/ratings";
import { createPageTranslator } from "#app/i18n/instance";
import common from "#app/i18n/locales/en/common.json";
import errors from "#app/i18n/locales/en/errors.json";
import home from "#app/i18n/locales/en/home.json";
import { TranslatorProvider } from "#app/i18n/react";
import { DestinationShowcase } from "./destinations";
import { BannerCarousel } from "./promo-banners";
import { TestimonialCarousel } from "./testimonials";

const RATES = { USD: 1, EUR: 0.92, GBP: 0.79, AUD: 1.52, CHF: 0.88, CNY: 7.24 };

/** Server-renders like the streamed page does, waiting for every Suspense boundary. */
async function render(node: ReactNode): Promise<string> {
  const translator = createPageTranslator("en", { common, errors, home });
  const { prelude } = await prerenderToNodeStream(
    <TranslatorProvider translator={translator}>
      <PreferencesProvider language="en" currency="USD" rates={RATES}>
        <MemoryRouter>{node}</MemoryRouter>
      </PreferencesProvider>
    </TranslatorProvider>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}

describe("Deferred", () => {
  it("renders the streamed content once the data arrives", async () => {
    const html = await render(
      <Deferred resolve={Promise.resolve(["Serengeti"])} errorKey="unableToLoadDestinations" skeleton="…">
        {(names) => <p>{names.join(",")}</p>}
      </Deferred>,
    );
    expect(html).toContain("<p>Serengeti</p>");
    expect(html).not.toContain("Unable to load");
  });

  it("shows the section's message when the load fails, and nothing else breaks", async () => {
    const failed = Promise.reject(new Error("database down"));
    failed.catch(() => {});
    const html = await render(
      <>
        <h2>Where we travel</h2>
        <Deferred resolve={failed} errorKey="unableToLoadDestinations" skeleton="…">
          {() => <p>never</p>}
        </Deferred>
      </>,
    );
    expect(html).toContain("Where we travel");
    expect(html).toContain("Unable to load destinations");
    expect(html).not.toContain("never");
  });

  it("shows the section's skeleton, and only that, while the data has not arrived", () => {
    // A load that never settles: the first HTML the server sends holds the skeleton.
    const pending = new Promise<string[]>(() => {});
    const translator = createPageTranslator("en", { common, errors, home });
    const html = renderToString(
      <TranslatorProvider translator={translator}>
        <MemoryRouter>
          <h2>Where we travel</h2>
          <Deferred
            resolve={pending}
            errorKey="unableToLoadDestinations"
            skeleton={<Skeleton label="Loading destinations" count={4} variant="tile" />}
          >
            {(names) => <p>{names.join(",")}</p>}
          </Deferred>
        </MemoryRouter>
      </TranslatorProvider>,
    );
    expect(html).toContain("Where we travel");
    expect(html).toContain('data-testid="section-loading"');
    expect(html).toContain("Loading destinations");
    expect(html.match(/home-skeleton__item"/g)).toHaveLength(4);
    expect(html).not.toContain("Unable to load");
    expect(html).not.toContain("<p>");
  });

  it("has an announced skeleton while loading", async () => {
    const html = await render(<Skeleton label="Loading destinations" count={4} variant="tile" />);
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading destinations");
    expect(html.match(/home-skeleton__item"/g)).toHaveLength(4);
  });
});

const banner = (id: number, extra: Partial<HomeBanner> = {}): HomeBanner => ({
  id,
  title: `Offer ${id}`,
  subtitle: null,
  description: null,
  titleFontSize: "default",
  titleHighlightText: null,
  titleHighlightColor: null,
  backgroundImageUrl: null,
  gradientOverlay: null,
  textColor: null,
  tourId: null,
  tourLink: null,
  tourDuration: null,
  tourBestTime: null,
  tourPrice: null,
  tourGroupSize: null,
  buttonText: null,
  ...extra,
});

describe("BannerCarousel", () => {
  it("is a labelled carousel of slides labelled x of y, with dots as buttons", async () => {
    const html = await render(
      <BannerCarousel banners={[banner(1, { tourId: 9, tourPrice: 150000 }), banner(2), banner(3)]} />,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Seasonal offers"');
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('aria-label="3 of 3"');
    expect(html.match(/class="carousel-dot carousel-dot--light"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Show offer 1: Offer 1" aria-current="true"');
    // Only the first slide is reachable.
    expect(html.match(/data-active="true"/g)).toHaveLength(1);
    expect(html.match(/inert=""/g)).toHaveLength(2);
    expect(html).toContain(
      'href="/booking?tour=9&amp;source=promo&amp;banner=1&amp;title=Offer+1&amp;price=150000"',
    );
    // A tour banner's facts fall back to the spec's defaults.
    expect(html).toContain("6 days");
    expect(html).toContain("Dec - Mar");
    expect(html).toContain("Max 6 travellers");
    expect(html).toContain("$1,500");
  });
});

const testimonial = (id: number): HomeTestimonial => ({
  id,
  content: `Quote ${id}`,
  name: `Guest ${id}`,
  avatarUrl: null,
  country: "Kenya",
  tourName: "Serengeti Safari",
  rating: 5,
  date: "2026-01-01",
});

describe("TestimonialCarousel", () => {
  it("has previous and next buttons, one dot per testimonial and the first one showing", async () => {
    const html = await render(<TestimonialCarousel testimonials={[1, 2, 3, 4].map(testimonial)} />);
    expect(html).toContain('aria-label="Traveller testimonials"');
    expect(html).toContain('aria-label="Previous testimonial"');
    expect(html).toContain('aria-label="Next testimonial"');
    expect(html.match(/class="carousel-dot"/g)).toHaveLength(4);
    expect(html).toContain('aria-label="1 of 4"');
    expect(html).toContain("Travelled on Serengeti Safari");
    expect(html).toContain("Rated 5 out of 5");
  });
});

describe("DestinationShowcase", () => {
  const destination = (id: number) => ({
    id,
    name: `Place ${id}`,
    country: "Tanzania",
    path: `/destinations/place-${id}`,
    image: null,
    summary: null,
    tourCount: id,
  });

  it("server-renders the first 4 of more than 4, in order, so hydration matches", async () => {
    const html = await render(<DestinationShowcase destinations={[1, 2, 3, 4, 5, 6].map(destination)} />);
    const names = [...html.matchAll(/class="dest-tile__link"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(["Place 1", "Place 2", "Place 3", "Place 4"]);
    expect(html).toContain("Pause shuffling");
  });

  it("shows all of 4 or fewer, without a shuffle control", async () => {
    const html = await render(<DestinationShowcase destinations={[1, 2, 3].map(destination)} />);
    expect(html.match(/data-testid="home-destination"/g)).toHaveLength(3);
    expect(html).not.toContain("Pause shuffling");
  });
});
