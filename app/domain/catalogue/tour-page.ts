import type { Language } from "#app/i18n/config";
import type { TitleFontSize } from "../content/banners";
import type { TourDifficulty } from "./tour";

// What a tour's page shows (/tours/{tour}): routes/site/tours/tour.server.ts
// builds it, components/tour/ draws it.

/** The tour itself, its text ready to show (the description already rendered from Markdown). */
export type TourPageTour = {
  id: number;
  path: string;
  title: string;
  /** The language the tour's own text is in: the page's, or English when its translation is not complete. */
  textLang: Language;
  /** The page asked for another language and the text is English (a note says so). */
  inEnglish: boolean;
  titleFontSize: TitleFontSize;
  /** A part of the title drawn in another colour (a CSS colour, or the default accent). */
  highlight: { text: string; color: string | null } | null;
  shortDescription: string | null;
  descriptionHtml: string;
  category: string;
  durationDays: number;
  maxGroupSize: number | null;
  minAge: number | null;
  difficulty: TourDifficulty | null;
  /** Climbs only. */
  maxAltitudeM: number | null;
  distanceKm: number | null;
  /** Climbs only, in per cent. */
  summitSuccessRate: number | null;
  startLocation: string | null;
  endLocation: string | null;
  rating: number;
  reviewCount: number;
  highlights: string[];
  included: string[];
  excluded: string[];
  bookingHref: string;
  enquiryHref: string;
};

/** A destination the tour visits, with the link to its page. */
export type TourPagePlace = { name: string; path: string };

/** A traveller's review of the tour; `dateText` is `date` written out in the page's language. */
export type TourPageReview = {
  id: number;
  content: string;
  name: string;
  avatarUrl: string | null;
  country: string | null;
  date: string | null;
  dateText: string | null;
  rating: number;
};

export type TourPageFaq = { id: number; question: string; answer: string; lang: Language };
