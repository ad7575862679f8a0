import { safeLinkHref } from "#app/domain/http/safe-redirect";
import type { Language } from "#app/i18n/config";
/** Promotional banners on the home page: what they show and where their buttons go. */

/** The banner title's sizes (the database enum `title_font_size` is built from this list). */
export const TITLE_FONT_SIZES = ["default", "large", "xlarge", "2xlarge", "3xlarge"] as const;
export type TitleFontSize = (typeof TITLE_FONT_SIZES)[number];

export type HomeBanner = {
  id: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  titleFontSize: TitleFontSize;
  titleHighlightText: string | null;
  titleHighlightColor: string | null;
  backgroundImageUrl: string | null;
  gradientOverlay: string | null;
  textColor: string | null;
  tourId: number | null;
  tourLink: string | null;
  tourDuration: string | null;
  tourBestTime: string | null;
  /** US cents. */
  tourPrice: number | null;
  tourGroupSize: number | null;
  buttonText: string | null;
  /** The language of the banner's texts (decision 089); English when not given. */
  textLang?: Language;
};

/** Spec section 9: a tour banner with missing facts shows 6 days, Dec - Mar, $3,200, max 6. */
export const BANNER_FALLBACKS = {
  durationDays: 6,
  bestTime: "Dec - Mar",
  priceCents: 320_000,
  groupSize: 6,
} as const;

/**
 * The primary button (spec section 2): a banner with a tour books it,
 * `/booking?tour=&source=promo&banner=&title=&price=` (price in US cents, as
 * stored; the booking page prices the trip from the database, never from
 * this parameter); otherwise the banner's own link, or /tours.
 */
export function bannerPrimaryHref(
  banner: Pick<HomeBanner, "id" | "title" | "tourId" | "tourLink" | "tourPrice">,
): string {
  if (banner.tourId !== null) {
    const params = new URLSearchParams({
      tour: String(banner.tourId),
      source: "promo",
      banner: String(banner.id),
      title: banner.title,
      price: String(banner.tourPrice ?? BANNER_FALLBACKS.priceCents),
    });
    return `/booking?${params.toString()}`;
  }
  return safeLinkHref(banner.tourLink) ?? "/tours";
}

/** The title split around its highlighted words (first occurrence, any case), for colouring. */
export function splitHighlight(
  title: string,
  highlight: string | null,
): { before: string; highlight: string; after: string } | null {
  const needle = highlight?.trim();
  if (!needle) return null;
  const at = title.toLowerCase().indexOf(needle.toLowerCase());
  if (at < 0) return null;
  return {
    before: title.slice(0, at),
    highlight: title.slice(at, at + needle.length),
    after: title.slice(at + needle.length),
  };
}
