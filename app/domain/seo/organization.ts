import type { RootData } from "#app/domain/root-data";
import { absoluteUrl } from "#app/i18n/urls";

/** The site's own logo file: structured data's logo while staff chose none (decision 097). */
const SITE_LOGO = "/logo.svg";

/**
 * The operator as schema.org TravelAgency (spec sections 1 and 9): the Arusha
 * address, telephone, opening hours as structured data states them (Monday to
 * Friday 08:00-18:00, Saturday 09:00-14:00), currencies accepted, the licence.
 * Its logo is the header's (the logo brand asset staff chose), as an absolute URL.
 */
export function organizationJsonLd(root: Pick<RootData, "branding" | "brandLogos" | "contact" | "siteUrl">) {
  const { branding, contact, siteUrl } = root;
  const logo = absoluteUrl(siteUrl, root.brandLogos.primary?.url ?? SITE_LOGO);
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": absoluteUrl(siteUrl, "/#organization"),
    name: branding.companyName,
    url: absoluteUrl(siteUrl, "/"),
    logo,
    image: logo,
    description: branding.tagline,
    telephone: contact.phonePrimary,
    email: contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.split(",").slice(0, -2).join(",").trim() || contact.address,
      addressLocality: "Arusha",
      addressRegion: "Arusha",
      addressCountry: "TZ",
    },
    geo: { "@type": "GeoCoordinates", latitude: -3.3869, longitude: 36.683 },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "09:00", closes: "14:00" },
    ],
    currenciesAccepted: "USD, EUR, GBP, TZS",
    priceRange: "$$$",
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "Tour operator licence (TALA)",
      identifier: contact.licence,
    },
  };
}
