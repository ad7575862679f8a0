import { describe, expect, it } from "vitest";
import { type TouristTripInput, touristTripJsonLd, usdAmount } from "./tourist-trip";

const input: TouristTripInput = {
  title: "Northern Circuit Classic Safari",
  path: "/tours/northern-circuit-classic-safari",
  description: "Seven days through the northern parks.",
  image: "/media/scenes/savannah.4.svg",
  images: ["/media/scenes/lion.3.svg", "/media/scenes/savannah.4.svg"],
  category: "Wildlife safari",
  durationDays: 7,
  fromPrice: 345_000,
  availability: "limited",
  nextDeparture: "2026-06-06",
  rating: 4.9,
  reviewCount: 214,
  itinerary: [{ dayNumber: 1, title: "Arusha to Tarangire", description: "Game drive." }],
  places: ["Serengeti"],
};

describe("touristTripJsonLd", () => {
  it("describes the trip with an offer in US dollars and the aggregate rating", () => {
    const data = touristTripJsonLd(input, "https://kilele.example");
    expect(data["@type"]).toBe("TouristTrip");
    expect(data.url).toBe("https://kilele.example/tours/northern-circuit-classic-safari");
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: "3450.00",
      priceCurrency: "USD",
      availability: "https://schema.org/LimitedAvailability",
      availabilityStarts: "2026-06-06",
    });
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.9,
      reviewCount: 214,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.image).toEqual([
      "https://kilele.example/media/scenes/savannah.4.w1200.jpg",
      "https://kilele.example/media/scenes/lion.3.w1200.jpg",
    ]);
    expect(data.duration).toBe("P7D");
    expect(data.itinerary?.itemListElement[0]).toMatchObject({ position: 1 });
    expect(data.provider).toEqual({ "@id": "https://kilele.example/#organization" });
  });

  it("leaves out a rating nobody gave and dates that do not exist", () => {
    const data = touristTripJsonLd(
      { ...input, reviewCount: 0, nextDeparture: null, itinerary: [], places: [] },
      "https://kilele.example",
    );
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("itinerary");
    expect(data.offers).not.toHaveProperty("availabilityStarts");
  });

  it("writes cents as dollars", () => {
    expect(usdAmount(99)).toBe("0.99");
    expect(usdAmount(-5)).toBe("0.00");
  });
});
