import { describe, expect, it } from "vitest";
import { type LodgingInput, lodgingBusinessJsonLd } from "./lodging";

const base: LodgingInput = {
  name: "Crater Rim Highland Lodge",
  path: "/accommodations/crater-rim-highland-lodge",
  description: "Fireplaces and crater views.",
  image: "/media/scenes/crater.3.svg",
  location: "Ngorongoro Crater rim",
  country: "Tanzania",
  coordinates: { lat: -3.195, lng: 35.537 },
  starRating: 5,
  rating: 4.8,
  totalReviews: 356,
  amenities: ["Restaurant", "Bar"],
  checkInTime: "14:00",
  checkOutTime: "11:00",
  pricePerNight: 98000,
};

describe("lodgingBusinessJsonLd", () => {
  it("describes the property with times, ratings, address and position", () => {
    const data = lodgingBusinessJsonLd(base, "https://example.com");
    expect(data).toMatchObject({
      "@type": "LodgingBusiness",
      name: "Crater Rim Highland Lodge",
      url: "https://example.com/accommodations/crater-rim-highland-lodge",
      image: "https://example.com/media/scenes/crater.3.w1200.jpg",
      checkinTime: "14:00",
      checkoutTime: "11:00",
      starRating: { "@type": "Rating", ratingValue: 5 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 356 },
      address: { "@type": "PostalAddress", addressLocality: "Ngorongoro Crater rim", addressCountry: "TZ" },
      geo: { "@type": "GeoCoordinates", latitude: -3.195, longitude: 35.537 },
      priceRange: "From USD 980 per night",
    });
    expect(data.amenityFeature).toHaveLength(2);
  });

  it("falls back to 14:00 and 11:00 and leaves out what is unknown", () => {
    const data = lodgingBusinessJsonLd(
      {
        ...base,
        checkInTime: null,
        checkOutTime: "",
        starRating: null,
        rating: null,
        totalReviews: 0,
        coordinates: null,
        amenities: [],
        pricePerNight: null,
      },
      "https://example.com",
    );
    expect(data.checkinTime).toBe("14:00");
    expect(data.checkoutTime).toBe("11:00");
    expect(data).not.toHaveProperty("starRating");
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("geo");
    expect(data).not.toHaveProperty("amenityFeature");
    expect(data).not.toHaveProperty("priceRange");
  });

  it("gives no aggregate rating without reviews", () => {
    expect(lodgingBusinessJsonLd({ ...base, totalReviews: 0 }, "")).not.toHaveProperty("aggregateRating");
  });
});
