import { describe, expect, it } from "vitest";
import {
  formatCoordinates,
  isOnMap,
  LAND,
  LANDMARKS,
  MAP_BOUNDS,
  MAP_HEIGHT,
  MAP_WIDTH,
  openStreetMapUrl,
  parseCoordinates,
  project,
  ringPath,
  TANZANIA,
} from "./region-map";

describe("project", () => {
  it("puts the north-west corner at the origin and the south-east corner at the far end", () => {
    expect(project({ lat: MAP_BOUNDS.north, lng: MAP_BOUNDS.west })).toEqual({ x: 0, y: 0 });
    expect(project({ lat: MAP_BOUNDS.south, lng: MAP_BOUNDS.east })).toEqual({ x: MAP_WIDTH, y: MAP_HEIGHT });
  });

  it("grows x eastwards and y southwards, 40 units a degree", () => {
    const arusha = project(LANDMARKS.arusha);
    const zanzibar = project({ lat: -6.161, lng: 39.187 });
    expect(zanzibar.x).toBeGreaterThan(arusha.x);
    expect(zanzibar.y).toBeGreaterThan(arusha.y);
    expect(project({ lat: -3.4, lng: 36.8 })).toEqual({ x: 320, y: 200 });
  });

  it("keeps one decimal", () => {
    expect(project({ lat: -3.4035, lng: 36.7064 })).toEqual({ x: 316.3, y: 200.1 });
  });
});

describe("isOnMap", () => {
  it("accepts East Africa and refuses the rest of the world", () => {
    expect(isOnMap({ lat: -2.441, lng: 34.833 })).toBe(true);
    expect(isOnMap({ lat: -1.431, lng: 29.595 })).toBe(true);
    expect(isOnMap({ lat: -33.92, lng: 18.42 })).toBe(false);
    expect(isOnMap({ lat: 51.5, lng: -0.12 })).toBe(false);
  });
});

describe("parseCoordinates", () => {
  it("reads lat and lng", () => {
    expect(parseCoordinates({ lat: -3.4, lng: 36.7 })).toEqual({ lat: -3.4, lng: 36.7 });
    expect(parseCoordinates({ lat: "-3.4", lng: "36.7" })).toEqual({ lat: -3.4, lng: 36.7 });
  });

  it("refuses anything that is not a place", () => {
    expect(parseCoordinates(null)).toBeNull();
    expect(parseCoordinates("x")).toBeNull();
    expect(parseCoordinates({ lat: -3.4 })).toBeNull();
    expect(parseCoordinates({ lat: 91, lng: 10 })).toBeNull();
    expect(parseCoordinates({ lat: 0, lng: 181 })).toBeNull();
    expect(parseCoordinates({ lat: Number.NaN, lng: 1 })).toBeNull();
    expect(parseCoordinates({ lat: "abc", lng: 1 })).toBeNull();
  });
});

describe("ringPath", () => {
  it("draws a closed path through the projected points", () => {
    expect(
      ringPath([
        [28.8, 1.6],
        [29.8, 1.6],
        [29.8, 0.6],
      ]),
    ).toBe("M0 0L40 0L40 40Z");
  });

  it("keeps every outline of the region inside the canvas", () => {
    for (const ring of [TANZANIA, LAND]) {
      for (const [lng, lat] of ring) {
        const { x, y } = project({ lat, lng });
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(MAP_WIDTH);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
      }
    }
  });
});

describe("openStreetMapUrl", () => {
  it("centres a marker on the place", () => {
    expect(openStreetMapUrl({ lat: -3.4035, lng: 36.7064 })).toBe(
      "https://www.openstreetmap.org/?mlat=-3.4035&mlon=36.7064#map=11/-3.4035/36.7064",
    );
  });
});

describe("formatCoordinates", () => {
  it("writes hemispheres as letters", () => {
    expect(formatCoordinates({ lat: -3.195, lng: 35.537 })).toBe("3.1950° S, 35.5370° E");
    expect(formatCoordinates({ lat: 51.5, lng: -0.12 })).toBe("51.5000° N, 0.1200° W");
  });
});
