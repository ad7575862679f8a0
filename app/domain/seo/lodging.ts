import { countryCode, ratingValue, stayTimes } from "#app/domain/catalogue/places";
import type { LatLng } from "#app/domain/catalogue/region-map";
import { socialImageUrl } from "#app/domain/media/images";
import { absoluteUrl } from "#app/i18n/urls";

export type LodgingInput = {
  name: string;
  path: string;
  description: string | null;
  image: string | null;
  location: string | null;
  country: string | null;
  coordinates: LatLng | null;
  starRating: number | null;
  rating: number | null;
  totalReviews: number;
  amenities: string[];
  checkInTime: string | null;
  checkOutTime: string | null;
  pricePerNight: number | null;
};

/**
 * An accommodation as schema.org LodgingBusiness: check-in 14:00 and check-out
 * 11:00 unless the property sets others (spec section 9), the star rating, the
 * guests' aggregate rating when there are reviews, the address and the position.
 */
export function lodgingBusinessJsonLd(input: LodgingInput, siteUrl: string) {
  const url = absoluteUrl(siteUrl, input.path);
  const times = stayTimes(input);
  const rating = ratingValue(input.rating);
  const code = countryCode(input.country);
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    "@id": `${url}#lodging`,
    name: input.name,
    url,
    ...(input.description ? { description: input.description } : {}),
    image: absoluteUrl(siteUrl, socialImageUrl(input.image)),
    checkinTime: times.checkIn,
    checkoutTime: times.checkOut,
    ...(input.starRating && input.starRating >= 1 && input.starRating <= 5
      ? { starRating: { "@type": "Rating", ratingValue: input.starRating, bestRating: 5 } }
      : {}),
    ...(rating !== null && input.totalReviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating,
            reviewCount: input.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    address: {
      "@type": "PostalAddress",
      ...(input.location ? { addressLocality: input.location } : {}),
      addressCountry: code ?? input.country ?? "TZ",
    },
    ...(input.coordinates
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: input.coordinates.lat,
            longitude: input.coordinates.lng,
          },
        }
      : {}),
    ...(input.amenities.length > 0
      ? {
          amenityFeature: input.amenities.map((name) => ({
            "@type": "LocationFeatureSpecification",
            name,
            value: true,
          })),
        }
      : {}),
    ...(input.pricePerNight !== null && input.pricePerNight > 0
      ? { priceRange: `From USD ${Math.round(input.pricePerNight / 100)} per night` }
      : {}),
  };
}
