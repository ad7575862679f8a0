import { GRADIENT_MAX } from "#app/domain/content/banner-style";
import { PHOTO_URL_MAX } from "./single-photo";
import type { TranslationFormValues } from "./tours-fields";

/**
 * The promotional banner editor's limits and form shape (issue 16, item 1),
 * without the validation (banners.ts), so that zod stays out of the page's
 * JavaScript (decision 045). The texts are one line each but the
 * description, a short paragraph; the same limits hold for every language.
 */

export const BANNER_LIMITS = {
  title: 200,
  subtitle: 200,
  description: 1000,
  highlightText: 120,
  buttonText: 60,
  tourDuration: 60,
  tourBestTime: 100,
  /** A path on this site, like /kilimanjaro or /tours?category=beach. */
  link: 300,
  imageUrl: PHOTO_URL_MAX,
  gradient: GRADIENT_MAX,
  groupSize: 500,
  discountMin: 1,
  discountMax: 90,
} as const;

/** Each translatable field's limit, in English and in every other language. */
export const BANNER_TEXT_LIMITS = {
  title: BANNER_LIMITS.title,
  subtitle: BANNER_LIMITS.subtitle,
  description: BANNER_LIMITS.description,
  titleHighlightText: BANNER_LIMITS.highlightText,
  buttonText: BANNER_LIMITS.buttonText,
  tourDuration: BANNER_LIMITS.tourDuration,
  tourBestTime: BANNER_LIMITS.tourBestTime,
} as const satisfies Record<string, number>;

/** The banner form as typed, to fill it again after a refusal (prices in dollars, dates YYYY-MM-DD). */
export type BannerFormValues = {
  title: string;
  subtitle: string;
  description: string;
  titleFontSize: string;
  titleHighlightText: string;
  titleHighlightColor: string;
  textColor: string;
  gradientOverlay: string;
  backgroundImageUrl: string;
  /** The tour's id as text; empty: the banner leads to `tourLink`. */
  tourId: string;
  tourLink: string;
  buttonText: string;
  tourDuration: string;
  tourBestTime: string;
  tourPrice: string;
  tourGroupSize: string;
  discountPercent: string;
  validFrom: string;
  validUntil: string;
  isActive: boolean;
  translations: TranslationFormValues;
};

export const EMPTY_BANNER: BannerFormValues = {
  title: "",
  subtitle: "",
  description: "",
  titleFontSize: "xlarge",
  titleHighlightText: "",
  titleHighlightColor: "#d99a2b",
  textColor: "#ffffff",
  gradientOverlay: "linear-gradient(90deg,rgba(0,0,0,0.6) 0%,rgba(0,0,0,0.1) 70%)",
  backgroundImageUrl: "",
  tourId: "",
  tourLink: "",
  buttonText: "",
  tourDuration: "",
  tourBestTime: "",
  tourPrice: "",
  tourGroupSize: "",
  discountPercent: "",
  validFrom: "",
  validUntil: "",
  // A new banner starts hidden: staff look at the preview, then show it.
  isActive: false,
  translations: {},
};

/** Where a banner stands on the site today: hidden, shown, or shown and listed on /deals. */
export type BannerDealState = "none" | "upcoming" | "running" | "ended";

/** A deal's state on `today` (YYYY-MM-DD, office time): only a discount with both dates is a deal. */
export function bannerDealState(
  banner: { discountPercent: number | null; validFrom: string | null; validUntil: string | null },
  today: string,
): BannerDealState {
  const { discountPercent, validFrom, validUntil } = banner;
  if (!discountPercent || !validFrom || !validUntil) return "none";
  if (today < validFrom) return "upcoming";
  return today > validUntil ? "ended" : "running";
}
