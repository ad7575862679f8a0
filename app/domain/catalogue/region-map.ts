/**
 * The offline map of the region: Tanzania and its East African neighbours,
 * simplified outlines drawn by us (longitude, latitude pairs) and a plain
 * equirectangular projection onto an SVG canvas. Near the equator a degree of
 * longitude and of latitude are within 1% of each other, so no correction.
 */
export type LatLng = { lat: number; lng: number };
type Ring = ReadonlyArray<readonly [lng: number, lat: number]>;

export const MAP_BOUNDS = { west: 28.8, east: 41.6, north: 1.6, south: -12 } as const;
/** SVG units per degree. */
export const MAP_SCALE = 40;
export const MAP_WIDTH = Math.round((MAP_BOUNDS.east - MAP_BOUNDS.west) * MAP_SCALE);
export const MAP_HEIGHT = Math.round((MAP_BOUNDS.north - MAP_BOUNDS.south) * MAP_SCALE);

/** Where a coordinate falls on the canvas (may be outside it; see `isOnMap`). */
export function project(point: LatLng): { x: number; y: number } {
  return {
    x: round1((point.lng - MAP_BOUNDS.west) * MAP_SCALE),
    y: round1((MAP_BOUNDS.north - point.lat) * MAP_SCALE),
  };
}

export function isOnMap(point: LatLng): boolean {
  return (
    point.lng >= MAP_BOUNDS.west &&
    point.lng <= MAP_BOUNDS.east &&
    point.lat >= MAP_BOUNDS.south &&
    point.lat <= MAP_BOUNDS.north
  );
}

/** Coordinates from coordinates_json, or null when missing or not a real place on Earth. */
export function parseCoordinates(value: unknown): LatLng | null {
  if (!value || typeof value !== "object") return null;
  const { lat, lng } = value as Record<string, unknown>;
  const latitude = typeof lat === "string" ? Number(lat) : lat;
  const longitude = typeof lng === "string" ? Number(lng) : lng;
  if (typeof latitude !== "number" || typeof longitude !== "number") return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { lat: latitude, lng: longitude };
}

/** An SVG path for a closed outline. */
export function ringPath(ring: Ring): string {
  return `${ring
    .map(([lng, lat], index) => {
      const { x, y } = project({ lat, lng });
      return `${index === 0 ? "M" : "L"}${x} ${y}`;
    })
    .join("")}Z`;
}

/** The same place on OpenStreetMap, for visitors who are online and want to zoom in. */
export function openStreetMapUrl(point: LatLng, zoom = 11): string {
  const lat = point.lat.toFixed(4);
  const lng = point.lng.toFixed(4);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

// The shapes. Land is drawn first (everything west of the coast), then the
// countries we name, then lakes and islands on top.

const KENYA_TANZANIA_BORDER: Ring = [
  [34.05, -1.05],
  [35.0, -1.53],
  [35.9, -2.02],
  [36.8, -2.55],
  [37.6, -2.98],
  [37.7, -3.05],
  [37.75, -3.2],
  [37.6, -3.45],
  [37.7, -3.6],
  [37.8, -3.7],
  [39.2, -4.66],
];

const KENYA_COAST: Ring = [
  [41.56, -1.66],
  [41.3, -1.95],
  [40.9, -2.25],
  [40.55, -2.55],
  [40.2, -2.85],
  [40.1, -3.25],
  [39.85, -3.65],
  [39.7, -4.0],
  [39.5, -4.4],
  [39.2, -4.66],
];

const TANZANIA_COAST: Ring = [
  [39.2, -4.66],
  [39.1, -5.05],
  [38.95, -5.5],
  [38.85, -6.0],
  [38.95, -6.45],
  [39.3, -6.82],
  [39.55, -7.1],
  [39.3, -7.7],
  [39.4, -8.2],
  [39.3, -8.6],
  [39.5, -9.0],
  [39.7, -9.6],
  [39.75, -10.0],
  [40.15, -10.3],
  [40.44, -10.47],
];

const UGANDA_RWANDA_BORDER: Ring = [
  [29.58, -1.39],
  [29.9, -1.45],
  [30.2, -1.2],
  [30.48, -1.06],
];

const RWANDA_TANZANIA_BORDER: Ring = [
  [30.48, -1.06],
  [30.82, -1.65],
  [30.9, -2.05],
  [30.83, -2.38],
];

const BURUNDI_TANZANIA_BORDER: Ring = [
  [30.83, -2.38],
  [30.85, -2.6],
  [30.75, -2.95],
  [30.85, -3.25],
  [30.65, -3.55],
  [30.4, -3.85],
  [30.05, -4.25],
  [29.75, -4.45],
  [29.4, -4.45],
];

const UGANDA_KENYA_BORDER: Ring = [
  [33.92, -1.0],
  [34.0, 0.23],
  [34.1, 0.6],
  [34.45, 1.05],
  [34.8, 1.3],
  [34.95, 2.5],
];

const reversed = (ring: Ring): Ring => [...ring].reverse();

export const LAND: Ring = [
  [28.8, 1.6],
  [41.6, 1.6],
  [41.6, -1.6],
  ...KENYA_COAST,
  ...TANZANIA_COAST.slice(1),
  [40.55, -10.9],
  [40.5, -11.4],
  [40.55, -12],
  [28.8, -12],
];

export const TANZANIA: Ring = [
  [30.48, -1.06],
  [31.7, -1.0],
  [33.92, -1.0],
  ...KENYA_TANZANIA_BORDER,
  ...TANZANIA_COAST.slice(1),
  [40.0, -10.8],
  [39.35, -11.05],
  [38.8, -11.2],
  [38.3, -11.35],
  [37.8, -11.6],
  [37.4, -11.7],
  [36.8, -11.6],
  [36.2, -11.7],
  [35.8, -11.45],
  [35.4, -11.3],
  [34.96, -11.57],
  [34.75, -11.2],
  [34.65, -10.7],
  [34.55, -10.3],
  [34.3, -9.9],
  [34.05, -9.55],
  [33.95, -9.5],
  [33.7, -9.6],
  [33.4, -9.5],
  [33.0, -9.4],
  [32.5, -9.2],
  [32.0, -9.05],
  [31.6, -8.85],
  [31.2, -8.65],
  [30.78, -8.25],
  [30.5, -7.7],
  [30.2, -7.0],
  [29.9, -6.4],
  [29.6, -5.8],
  [29.5, -5.1],
  ...reversed(BURUNDI_TANZANIA_BORDER),
  ...reversed(RWANDA_TANZANIA_BORDER).slice(1, -1),
];

export const KENYA: Ring = [
  ...UGANDA_KENYA_BORDER,
  [40.99, 2.5],
  [40.99, -0.86],
  ...KENYA_COAST.slice(0, -1),
  ...reversed(KENYA_TANZANIA_BORDER),
];

export const UGANDA: Ring = [
  ...UGANDA_RWANDA_BORDER,
  [31.7, -1.0],
  ...UGANDA_KENYA_BORDER,
  [31.0, 2.5],
  [31.3, 2.1],
  [31.0, 1.7],
  [30.55, 1.3],
  [30.2, 0.9],
  [29.95, 0.55],
  [29.72, 0.0],
  [29.75, -0.6],
];

export const RWANDA: Ring = [
  ...UGANDA_RWANDA_BORDER,
  ...RWANDA_TANZANIA_BORDER.slice(1),
  [30.45, -2.4],
  [29.95, -2.33],
  [29.35, -2.8],
  [29.02, -2.75],
  [29.1, -2.3],
  [29.25, -1.95],
  [29.25, -1.65],
];

export const BURUNDI: Ring = [
  [29.02, -2.75],
  [29.35, -2.8],
  [29.95, -2.33],
  [30.45, -2.4],
  ...BURUNDI_TANZANIA_BORDER,
  [29.25, -3.9],
  [29.22, -3.3],
  [29.05, -3.0],
];

export const LAKES: Record<"victoria" | "tanganyika" | "nyasa" | "kivu", Ring> = {
  victoria: [
    [31.75, -0.35],
    [32.1, 0.1],
    [32.6, 0.25],
    [33.2, 0.42],
    [33.6, 0.3],
    [33.95, 0.15],
    [34.1, -0.05],
    [34.75, -0.1],
    [34.8, -0.3],
    [34.4, -0.5],
    [34.15, -0.85],
    [33.8, -1.5],
    [34.0, -2.1],
    [33.4, -2.3],
    [32.95, -2.5],
    [32.5, -2.6],
    [32.1, -2.5],
    [31.85, -2.1],
    [31.75, -1.6],
    [31.8, -1.2],
    [31.7, -0.8],
  ],
  tanganyika: [
    [29.3, -3.35],
    [29.55, -4.2],
    [29.65, -4.85],
    [29.85, -5.6],
    [30.1, -6.3],
    [30.45, -6.9],
    [30.65, -7.4],
    [30.95, -8.0],
    [31.15, -8.55],
    [31.05, -8.75],
    [30.75, -8.5],
    [30.45, -7.9],
    [30.15, -7.25],
    [29.65, -6.4],
    [29.35, -5.8],
    [29.25, -5.1],
    [29.35, -4.6],
    [29.1, -4.0],
    [29.15, -3.35],
  ],
  nyasa: [
    [33.95, -9.45],
    [34.05, -9.55],
    [34.3, -9.9],
    [34.55, -10.3],
    [34.65, -10.7],
    [34.75, -11.2],
    [34.85, -11.6],
    [34.8, -12.2],
    [34.3, -12.2],
    [34.25, -11.8],
    [34.15, -11.2],
    [34.0, -10.6],
    [33.95, -10.0],
    [33.9, -9.6],
  ],
  kivu: [
    [29.25, -1.65],
    [29.25, -1.95],
    [29.1, -2.3],
    [29.02, -2.5],
    [28.9, -2.45],
    [28.95, -2.0],
    [29.1, -1.7],
  ],
};

export const ISLANDS: Record<"unguja" | "pemba" | "mafia", Ring> = {
  unguja: [
    [39.29, -5.72],
    [39.37, -5.85],
    [39.5, -6.05],
    [39.56, -6.2],
    [39.57, -6.35],
    [39.5, -6.47],
    [39.4, -6.42],
    [39.3, -6.25],
    [39.17, -6.12],
    [39.2, -5.95],
    [39.25, -5.8],
  ],
  pemba: [
    [39.7, -4.9],
    [39.85, -4.95],
    [39.8, -5.4],
    [39.68, -5.45],
    [39.65, -5.1],
  ],
  mafia: [
    [39.6, -7.75],
    [39.9, -7.8],
    [39.75, -8.0],
    [39.6, -7.95],
  ],
};

/** Places drawn on every map, for orientation. */
export const LANDMARKS = {
  kilimanjaro: { lat: -3.066, lng: 37.355 },
  arusha: { lat: -3.387, lng: 36.683 },
} as const satisfies Record<string, LatLng>;

/** Where the names go (their anchor is the middle of the text). */
export const LABELS = {
  tanzania: { lat: -6.2, lng: 34.6 },
  kenya: { lat: 0.2, lng: 38.2 },
  uganda: { lat: 0.9, lng: 32.4 },
  rwanda: { lat: -1.95, lng: 30.0 },
  lakeVictoria: { lat: -1.25, lng: 33.0 },
  indianOcean: { lat: -8.6, lng: 41.0 },
  zanzibar: { lat: -5.75, lng: 40.45 },
} as const satisfies Record<string, LatLng>;

/** "3.1950° S, 35.5370° E": the usual way to write a position, whatever the language. */
export function formatCoordinates(point: LatLng): string {
  const lat = `${Math.abs(point.lat).toFixed(4)}° ${point.lat < 0 ? "S" : "N"}`;
  const lng = `${Math.abs(point.lng).toFixed(4)}° ${point.lng < 0 ? "W" : "E"}`;
  return `${lat}, ${lng}`;
}
