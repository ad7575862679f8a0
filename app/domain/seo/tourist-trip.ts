import { type AvailabilityLabel, SCHEMA_AVAILABILITY } from "#app/domain/catalogue/availability";
import { socialImageUrl } from "#app/domain/media/images";
import { absoluteUrl } from "#app/i18n/urls";

export type TouristTripInput = {
  title: string;
  path: string;
  description: string;
  image: string | null;
  images: string[];
  category: string;
  durationDays: number;
  /** US cents per person. */
  fromPrice: number;
  availability: AvailabilityLabel;
  /** The next departure date that can be booked (YYYY-MM-DD), if any. */
  nextDeparture: string | null;
  rating: number | null;
  reviewCount: number;
  itinerary: Array<{ dayNumber: number; title: string; description: string }>;
  places: string[];
};

/** US cents as a schema.org price: a plain decimal number of dollars. */
export function usdAmount(cents: number): string {
  return (Math.max(0, Math.round(cents)) / 100).toFixed(2);
}

/**
 * A tour as schema.org TouristTrip: the offer at the from-price in US dollars
 * with its availability (from the departures' labels), the guests' aggregate
 * rating when there are reviews, the itinerary day by day and the provider
 * (the organisation's @id from the root JSON-LD).
 */
export function touristTripJsonLd(input: TouristTripInput, siteUrl: string) {
  const url = absoluteUrl(siteUrl, input.path);
  const pictures = [input.image, ...input.images].filter((src): src is string => Boolean(src));
  const images = [...new Set(pictures.map((src) => absoluteUrl(siteUrl, socialImageUrl(src))))];
  const ratingOk = input.rating !== null && input.rating >= 1 && input.rating <= 5 && input.reviewCount > 0;
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    "@id": `${url}#trip`,
    name: input.title,
    url,
    description: input.description,
    image: images.length > 0 ? images : [absoluteUrl(siteUrl, socialImageUrl(null))],
    touristType: input.category,
    duration: `P${Math.max(1, input.durationDays)}D`,
    provider: { "@id": absoluteUrl(siteUrl, "/#organization") },
    offers: {
      "@type": "Offer",
      url,
      price: usdAmount(input.fromPrice),
      priceCurrency: "USD",
      availability: SCHEMA_AVAILABILITY[input.availability],
      ...(input.nextDeparture ? { availabilityStarts: input.nextDeparture } : {}),
      eligibleQuantity: { "@type": "QuantitativeValue", unitText: "person", value: 1 },
      seller: { "@id": absoluteUrl(siteUrl, "/#organization") },
    },
    ...(ratingOk
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(input.rating?.toFixed(1)),
            reviewCount: input.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(input.itinerary.length > 0
      ? {
          itinerary: {
            "@type": "ItemList",
            numberOfItems: input.itinerary.length,
            itemListElement: input.itinerary.map((day) => ({
              "@type": "ListItem",
              position: day.dayNumber,
              item: { "@type": "TouristAttraction", name: day.title, description: day.description },
            })),
          },
        }
      : {}),
    ...(input.places.length > 0
      ? { contentLocation: input.places.map((name) => ({ "@type": "Place", name })) }
      : {}),
  };
}
