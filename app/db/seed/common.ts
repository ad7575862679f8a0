import type { MealCode, SeedItineraryDay } from "./types";

/** One day on the mountain: the night's camp, its altitude, distance and walking time. */
export function climbDay(
  title: string,
  description: string,
  camp: string | null,
  altitudeM: number,
  distanceKm: number,
  walkingHours: number,
  places: string[] = [],
  meals: MealCode = "BLD",
): SeedItineraryDay {
  return { title, description, places, stay: camp, meals, altitudeM, distanceKm, walkingHours };
}

export const SAFARI_INCLUDED = [
  "Private 4x4 safari vehicle with pop-up roof and window seat for everyone",
  "English-speaking professional driver-guide (other languages on request)",
  "All park, conservation and concession fees",
  "Accommodation as listed, full board on safari",
  "Bottled drinking water in the vehicle",
  "Airport transfers from Kilimanjaro International Airport",
  "Flying Doctors (AMREF) emergency evacuation cover",
];

export const SAFARI_EXCLUDED = [
  "International flights and visa fees",
  "Travel insurance",
  "Tips for guides and camp staff",
  "Alcoholic drinks and personal expenses",
  "Optional activities such as balloon flights",
];

export const CLIMB_INCLUDED = [
  "Transfers from Moshi or Arusha to the gate and back",
  "Kilimanjaro National Park entry, camping and rescue fees",
  "Certified mountain guides (one guide for every two climbers), cook and porters",
  "Porter wages, food and kit to Kilimanjaro Porters Assistance Project standards",
  "Four-season mountain tents, sleeping mats and a mess tent with table and chairs",
  "All meals on the mountain and purified drinking water",
  "Twice-daily pulse-oximeter checks, emergency oxygen and first-aid kit",
  "Summit certificate",
];

export const CLIMB_EXCLUDED = [
  "Hotel nights before and after the climb",
  "Sleeping bag and trekking poles (available to rent)",
  "Tips for the mountain crew (guideline: USD 250-350 per climber)",
  "Travel insurance covering trekking up to 6,000 m",
  "International flights and visa fees",
];

export const BEACH_INCLUDED = [
  "Zanzibar airport and inter-hotel transfers",
  "Accommodation as listed with breakfast",
  "Guided excursions as described with entrance fees",
  "Zanzibar government visitor insurance",
];

export const BEACH_EXCLUDED = [
  "Flights to and from Zanzibar",
  "Lunches and dinners unless stated",
  "Tips and personal expenses",
  "Diving and optional water sports",
];
