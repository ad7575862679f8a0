import { redirect } from "react-router";
import { overallAvailability } from "#app/domain/catalogue/availability";
import { TOUR_CARD_FALLBACKS, tourPath } from "#app/domain/catalogue/tour";
import type { TourPagePlace, TourPageReview, TourPageTour } from "#app/domain/catalogue/tour-page";
import { localizeEntity, localizeTogether } from "#app/domain/content/translations";
import { formatLongDate, officeToday } from "#app/domain/dates";
import { destinationPath } from "#app/domain/paths";
import { quote } from "#app/domain/pricing";
import { touristTripJsonLd } from "#app/domain/seo/tourist-trip";
import type { Language } from "#app/i18n/config";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { getCardDesign } from "#app/modules/catalogue/card-designs.server";
import { describeDeparture } from "#app/modules/catalogue/departures.server";
import { findTour, listRelatedTours, loadTourDetails } from "#app/modules/catalogue/tour-detail.server";
import { env } from "#app/modules/config/env.server";
import { markdownToText, renderMarkdown } from "#app/modules/content/markdown.server";
import { notFound } from "#app/modules/http/responses.server";

const CLIMBS = new Set(["kilimanjaro", "mount_meru"]);
const SAFE_COLOR = /^#[0-9a-f]{3,8}$/i;

/**
 * /tours/{tour}: the tour by slug, or by id. An id (or any other spelling) of
 * a tour that has a slug answers 301 to the slug URL; an unknown or inactive
 * tour is a 404.
 */
export async function loadTourPage(args: {
  segment: string;
  request: Request;
  language: Language;
  /** Whether the visitor is staff asking for a preview (`?preview=1`) of an unpublished tour. */
  staffPreview: () => Promise<boolean>;
}) {
  const { segment, language } = args;
  const tour = await findTour(segment);
  if (!tour) notFound();
  // An unpublished tour is a 404 for the public; staff preview it from the editor.
  const preview = !tour.isActive;
  if (preview && !(await args.staffPreview())) notFound();
  const path = tourPath(tour);
  if (segment !== (tour.slug ?? String(tour.id))) {
    throw redirect(`${path}${new URL(args.request.url).search}`, 301);
  }

  const config = env();
  const today = officeToday();
  const [details, related, tourCardDesign] = await Promise.all([
    loadTourDetails(tour.id, today),
    listRelatedTours(tour, language),
    getCardDesign(),
  ]);
  const t = serverT(language, "tours");
  // The tour and its days are one text: all in the page's language, or all English (decision 089).
  const text = localizeTogether<Record<string, unknown>>(
    [
      { entity: "tours", record: tour, translations: tour.translations },
      ...details.itinerary.map((day) => ({
        entity: "tourItineraryDays" as const,
        record: day,
        translations: day.translations,
      })),
    ],
    language,
  );
  const [localTour, ...localDays] = text.values as [typeof tour, ...typeof details.itinerary];
  const faqs = details.faqs.map(({ translations, ...faq }) => {
    const local = localizeEntity("faqs", faq, translations, language);
    return { ...local.value, lang: local.lang };
  });
  const category = tour.category || TOUR_CARD_FALLBACKS.category;
  const durationDays = tour.durationDays ?? TOUR_CARD_FALLBACKS.durationDays;
  const rating = tour.rating ?? TOUR_CARD_FALLBACKS.rating;
  const { table: prices } = quote({
    tour: {
      priceFrom: tour.priceFrom,
      maxGroupSize: tour.maxGroupSize,
      tiers: details.tiers,
      childPercent: tour.childPricePercent,
      infantPercent: tour.infantPricePercent,
    },
  });

  // The same description as /tour-availability's, from the same code.
  const departures = details.departures.map((d) =>
    describeDeparture(d, {
      limitedSeats: config.AVAILABILITY_LIMITED_SEATS,
      today,
      fromPrice: prices.fromPrice,
      language,
    }),
  );
  const availability = overallAvailability(departures.map((d) => d.label));
  const nextOpen = departures.find((d) => d.label === "available" || d.label === "limited");

  const description =
    localTour.description?.trim() || localTour.shortDescription?.trim() || t("detail.fallbackDescription");
  const images = [
    ...(tour.imageUrl ? [{ id: 0, url: tour.imageUrl, alt: localTour.title }] : []),
    ...details.images.filter((image) => image.url !== tour.imageUrl),
  ];
  const places = details.destinations.map((d): TourPagePlace => ({ name: d.name, path: destinationPath(d) }));
  const climb = CLIMBS.has(category);

  const jsonLd = touristTripJsonLd(
    {
      title: localTour.title,
      path,
      description: localTour.shortDescription ?? markdownToText(description).slice(0, 300),
      image: tour.imageUrl,
      images: details.images.map((image) => image.url),
      category: t(`categories.${category}`),
      durationDays,
      fromPrice: prices.fromPrice,
      availability,
      nextDeparture: nextOpen?.startDate ?? null,
      rating: tour.rating,
      reviewCount: tour.reviewCount,
      itinerary: localDays,
      places: details.destinations.map((d) => d.name),
    },
    config.siteUrl,
  );

  return {
    tour: {
      id: tour.id,
      path,
      title: localTour.title,
      textLang: text.lang,
      inEnglish: text.fellBack,
      titleFontSize: tour.titleFontSize,
      highlight:
        localTour.titleHighlightText && localTour.title.includes(localTour.titleHighlightText)
          ? {
              text: localTour.titleHighlightText,
              color:
                tour.titleHighlightColor && SAFE_COLOR.test(tour.titleHighlightColor)
                  ? tour.titleHighlightColor
                  : null,
            }
          : null,
      shortDescription: localTour.shortDescription,
      descriptionHtml: renderMarkdown(description),
      category,
      durationDays,
      maxGroupSize: tour.maxGroupSize,
      minAge: tour.minAge,
      difficulty: tour.difficulty,
      maxAltitudeM: climb ? tour.maxAltitudeM : null,
      distanceKm: tour.distanceKm,
      summitSuccessRate: climb ? tour.summitSuccessRate : null,
      startLocation: tour.startLocation,
      endLocation: tour.endLocation,
      rating,
      reviewCount: tour.reviewCount,
      highlights: localTour.highlights ?? [],
      included: localTour.included ?? [],
      excluded: localTour.excluded ?? [],
      bookingHref: `/booking?tour=${tour.id}`,
      enquiryHref: `/contact?tour=${tour.id}`,
    } satisfies TourPageTour,
    climb,
    images,
    places,
    itinerary: localDays.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title,
      description: day.description,
      places: day.places ?? [],
      accommodation: day.accommodation,
      meals: day.meals ?? [],
      altitudeM: day.altitudeM,
      distanceKm: day.distanceKm,
      walkingHours: day.walkingHours,
    })),
    prices,
    departures,
    availability,
    reviews: details.reviews.map(
      (r): TourPageReview => ({
        id: r.id,
        content: r.content,
        name: r.clientName,
        avatarUrl: r.avatarUrl,
        country: r.country,
        date: r.date,
        dateText: r.date ? formatLongDate(r.date, language) : null,
        rating: r.rating,
      }),
    ),
    faqs,
    related,
    tourCardDesign,
    jsonLd,
    messages: messagesFor(language, ["tours"]),
    seo: {
      title: localTour.title,
      description: (localTour.shortDescription ?? markdownToText(description)).slice(0, 160),
      image: tour.imageUrl ?? undefined,
      noindex: preview,
    },
    preview,
  };
}
