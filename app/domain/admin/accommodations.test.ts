import { describe, expect, it } from "vitest";
import { LANDMARKS, MAP_HEIGHT, MAP_WIDTH, project } from "#app/domain/catalogue/region-map";
import {
  accommodationFormValues,
  readAccommodationForm,
  readCoordinates,
  readList,
  readTime,
} from "./accommodations";
import { ACCOMMODATION_LIMITS, pointFromMap, typedPoint } from "./accommodations-fields";

// The accommodation editor's form rules (issue 16, item 1): coordinates both
// or neither and on the globe, times on the 24-hour clock, capped lists,
// stars 1-5, the map click turned back into a position, the picker's picture
// put in the chosen field, and a saved record shown and saved again unchanged.

const E = (key: string) => `admin-accommodations:errors.${key}`;

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const GOOD = {
  name: "Ndutu Tented Camp",
  slug: "",
  accommodationType: "camp",
  destinationId: "7",
  location: "Ndutu, southern Serengeti",
  latitude: "-3,0128",
  longitude: "34.9950",
  shortDescription: "Under the acacias.",
  description: "Calving season.\n\n<img src=x onerror=alert(1)>[x](javascript:alert(1))",
  amenities: "Solar power\n\n  Bucket shower  ",
  highlights: "Wildebeest calving",
  starRating: "4",
  checkInTime: "9:30",
  checkOutTime: "11h00",
  maxGuests: "3",
  pricePerNight: "450.50",
  featuredImage: "/media/library/abc/800.webp",
  imageUrl: "",
  "translations.de.shortDescription": "Unter den Akazien.",
  "translations.de.amenities": "Solarstrom\nEimerdusche",
};

describe("the accommodation form", () => {
  it("reads a good form into what is saved: cents, trimmed lists, cleaned Markdown, times, a point", () => {
    const read = readAccommodationForm(formData(GOOD));
    expect(read.kind).toBe("save");
    if (read.kind !== "save") return;
    expect(read.input).toMatchObject({
      name: "Ndutu Tented Camp",
      slug: null,
      accommodationType: "camp",
      destinationId: 7,
      coordinatesJson: { lat: -3.0128, lng: 34.995 },
      amenities: ["Solar power", "Bucket shower"],
      highlights: ["Wildebeest calving"],
      starRating: 4,
      checkInTime: "09:30",
      checkOutTime: "11:00",
      maxGuests: 3,
      pricePerNight: 45050,
      featuredImage: "/media/library/abc/800.webp",
      imageUrl: null,
      translations: {
        de: { shortDescription: "Unter den Akazien.", amenities: ["Solarstrom", "Eimerdusche"] },
      },
    });
    expect(read.input.description).toContain("Calving season.");
    expect(read.input.description).not.toMatch(/onerror|javascript:/i);
  });

  it("leaves the optional fields empty as none", () => {
    const read = readAccommodationForm(
      formData({
        name: "Plain",
        accommodationType: "lodge",
        checkInTime: "14:00",
        checkOutTime: "10:00",
      }),
    );
    expect(read.kind).toBe("save");
    if (read.kind !== "save") return;
    expect(read.input).toMatchObject({
      destinationId: null,
      coordinatesJson: null,
      starRating: null,
      maxGuests: null,
      pricePerNight: null,
      location: null,
      description: null,
      amenities: [],
    });
  });

  it("refuses each wrong field beside it, keeping what was typed", () => {
    const read = readAccommodationForm(
      formData({
        ...GOOD,
        name: "  ",
        accommodationType: "castle",
        destinationId: "serengeti",
        latitude: "-95",
        starRating: "6",
        checkInTime: "24:00",
        maxGuests: "0",
        pricePerNight: "cheap",
        imageUrl: "javascript:alert(1)",
        slug: "Not A Slug!",
        amenities: Array.from({ length: ACCOMMODATION_LIMITS.listItems + 1 }, (_, i) => `Thing ${i}`).join(
          "\n",
        ),
        highlights: "x".repeat(ACCOMMODATION_LIMITS.listItem + 1),
      }),
    );
    expect(read.kind).toBe("refused");
    if (read.kind !== "refused") return;
    expect(read.fieldErrors).toEqual({
      name: E("nameRequired"),
      accommodationType: E("type"),
      destinationId: E("destination"),
      latitude: E("latitude"),
      starRating: E("stars"),
      checkInTime: E("time"),
      maxGuests: E("maxGuests"),
      pricePerNight: "admin-content:errors.price",
      imageUrl: "admin-content:errors.singleImageUrl",
      slug: "admin-content:errors.slugInvalid",
      amenities: E("list"),
      highlights: E("list"),
    });
    expect(read.values.latitude).toBe("-95");
    expect(read.values.amenities.split("\n")).toHaveLength(ACCOMMODATION_LIMITS.listItems + 1);
  });

  it("puts a picker's picture in its own field, unsaved", () => {
    const picked = readAccommodationForm(
      formData({
        ...GOOD,
        intent: "addImage:imageUrl",
        "pickImage:featuredImage": "/media/library/abc/1200.webp | A lodge",
        "pickImage:imageUrl": "/media/library/xyz/1200.webp | A tent",
      }),
    );
    expect(picked).toMatchObject({
      kind: "picked",
      values: {
        imageUrl: "/media/library/xyz/1200.webp",
        featuredImage: GOOD.featuredImage,
        name: GOOD.name,
      },
    });
    // A field the form does not have is no pick (the form is read as a save); an empty choice changes nothing.
    const other = readAccommodationForm(
      formData({ ...GOOD, intent: "addImage:logo", "pickImage:logo": "/a.webp | A" }),
    );
    expect(other.kind).toBe("save");
    const none = readAccommodationForm(
      formData({ ...GOOD, intent: "addImage:featuredImage", "pickImage:featuredImage": "" }),
    );
    expect(none).toMatchObject({ kind: "picked", values: { featuredImage: GOOD.featuredImage } });
  });

  it("shows a saved accommodation so that saving it again changes nothing", () => {
    const first = readAccommodationForm(formData(GOOD));
    if (first.kind !== "save") throw new Error("refused");
    const values = accommodationFormValues({ ...first.input, slug: "ndutu-tented-camp" });
    const again = new FormData();
    for (const [name, value] of Object.entries(values))
      if (typeof value === "string") again.append(name, value);
    for (const [language, fields] of Object.entries(values.translations)) {
      for (const [field, value] of Object.entries(fields))
        again.append(`translations.${language}.${field}`, value);
    }
    const second = readAccommodationForm(again);
    if (second.kind !== "save") throw new Error(JSON.stringify(second.fieldErrors));
    expect(second.input).toEqual({ ...first.input, slug: "ndutu-tented-camp" });
  });
});

describe("coordinates", () => {
  it("takes both or neither, with a dot or a comma, on the globe", () => {
    expect(readCoordinates("", " ")).toEqual({ ok: true, point: null });
    expect(readCoordinates("-3.38", "36,68")).toEqual({ ok: true, point: { lat: -3.38, lng: 36.68 } });
    expect(readCoordinates("\u22123.123456", "36.7")).toEqual({
      ok: true,
      point: { lat: -3.1235, lng: 36.7 },
    });
    expect(readCoordinates("90", "-180")).toEqual({ ok: true, point: { lat: 90, lng: -180 } });
    expect(readCoordinates("-3.4", "")).toEqual({ ok: false, errors: { longitude: E("coordinatesBoth") } });
    expect(readCoordinates("", "36")).toEqual({ ok: false, errors: { latitude: E("coordinatesBoth") } });
    expect(readCoordinates("-90.5", "181")).toEqual({
      ok: false,
      errors: { latitude: E("latitude"), longitude: E("longitude") },
    });
    expect(readCoordinates("3°S", "1e2")).toEqual({
      ok: false,
      errors: { latitude: E("latitude"), longitude: E("longitude") },
    });
  });

  it("turns a click on the region map back into the place drawn there", () => {
    const arusha = project(LANDMARKS.arusha);
    const point = pointFromMap(arusha.x, arusha.y);
    expect(point?.lat).toBeCloseTo(LANDMARKS.arusha.lat, 2);
    expect(point?.lng).toBeCloseTo(LANDMARKS.arusha.lng, 2);
    expect(pointFromMap(-1, 10)).toBeNull();
    expect(pointFromMap(10, MAP_HEIGHT + 1)).toBeNull();
    expect(pointFromMap(MAP_WIDTH, MAP_HEIGHT)).not.toBeNull();
  });

  it("shows the marker only for two good typed numbers", () => {
    expect(typedPoint("-3.4", "36,7")).toEqual({ lat: -3.4, lng: 36.7 });
    expect(typedPoint("-3.4", "")).toBeNull();
    expect(typedPoint("-93", "36")).toBeNull();
  });
});

describe("times and lists", () => {
  it("reads HH:MM on the 24-hour clock", () => {
    expect(readTime("14:00")).toBe("14:00");
    expect(readTime(" 9:05 ")).toBe("09:05");
    expect(readTime("23.59")).toBe("23:59");
    expect(readTime("24:00")).toBeNull();
    expect(readTime("12:60")).toBeNull();
    expect(readTime("noon")).toBeNull();
    expect(readTime("")).toBeNull();
  });

  it("refuses a list past its count or an item past its length rather than cutting it", () => {
    const max = Array.from({ length: ACCOMMODATION_LIMITS.listItems }, (_, i) => `Item ${i}`);
    expect(readList(max.join("\n"))).toEqual({ ok: true, items: max });
    expect(readList([...max, "one more"].join("\n"))).toEqual({ ok: false });
    expect(readList("y".repeat(ACCOMMODATION_LIMITS.listItem))).toMatchObject({ ok: true });
    expect(readList("y".repeat(ACCOMMODATION_LIMITS.listItem + 1))).toEqual({ ok: false });
  });
});
