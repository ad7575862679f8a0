import type { Language, Messages } from "#app/i18n/config";
import type { BrandLogos } from "./brand-logo";
import type { Branding } from "./branding";
import type { TourCardData } from "./catalogue/tour";
import type { CurrencyCode, RateMap } from "./currency";

/** The business's contact details: the only configuration values that reach the browser. */
export type SiteContact = {
  phonePrimary: string;
  phoneSecondary: string;
  whatsappNumber: string;
  email: string;
  address: string;
  licence: string;
};

/**
 * What the root loader (root.tsx) gives every page: language, currency and
 * rates, the shell's messages, branding, contact details, the footer's lists
 * and the signed-in person. Components read it with `useRootData()`
 * (components/layout/root-data.ts); the loader is declared to return it.
 */
export type RootData = {
  language: Language;
  currency: CurrencyCode;
  rates: RateMap;
  messages: Messages;
  branding: Branding;
  brandingCss: string;
  /** The brand assets staff chose (header, footer, tab icon); null each where the site's own is shown. */
  brandLogos: BrandLogos;
  siteUrl: string;
  /** The outside picture hosts the Content-Security-Policy allows (IMAGE_HOSTS). */
  imageOrigins: string[];
  contact: SiteContact;
  footer: {
    popularTours: Pick<TourCardData, "id" | "slug" | "title">[];
    destinations: { slug: string; name: string }[];
  };
  /** The analytics consent answer and the request's Sec-GPC / DNT, so the banner is in the first paint (decision 098). */
  analytics: { consent: "granted" | "denied" | null; optOut: boolean };
  /** The live chat's script when LIVE_CHAT_PROPERTY_ID is set, else null (decision 102). */
  liveChatScript: string | null;
  /** Known on the server, so signed-in pages render without a loading flash. */
  viewer: { fullName: string | null; email: string; emailVerified: boolean; isSuperAdmin: boolean } | null;
};
