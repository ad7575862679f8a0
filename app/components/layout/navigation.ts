/** Every link of the shell, defined once for the header, the mobile menu and the footer. */
export type NavItem = { to: string; labelKey: string };

export const MAIN_NAV: NavItem[] = [
  { to: "/", labelKey: "nav:home" },
  { to: "/tours", labelKey: "nav:tours" },
  { to: "/destinations", labelKey: "nav:destinations" },
  { to: "/kilimanjaro", labelKey: "nav:kilimanjaro" },
  { to: "/experiences", labelKey: "nav:experiences" },
  { to: "/accommodations", labelKey: "nav:accommodations" },
];

export const TOP_STRIP_NAV: NavItem[] = [
  { to: "/deals", labelKey: "nav:deals" },
  // The seeded blog category of trip-planning guides ("Safari Planning").
  { to: "/blog?category=safari-planning", labelKey: "nav:safariGuide" },
  { to: "/blog", labelKey: "nav:blog" },
];

export const ABOUT_NAV: NavItem[] = [
  { to: "/about", labelKey: "nav:ourStory" },
  { to: "/about/team", labelKey: "nav:team" },
];

export const FOOTER_COMPANY_NAV: NavItem[] = [
  { to: "/about", labelKey: "footer:aboutUs" },
  { to: "/about/team", labelKey: "footer:ourTeam" },
  { to: "/blog", labelKey: "footer:blog" },
  { to: "/reviews", labelKey: "footer:reviews" },
  { to: "/conservation", labelKey: "footer:conservation" },
];

export const FOOTER_SUPPORT_NAV: NavItem[] = [
  { to: "/contact", labelKey: "footer:contactUs" },
  { to: "/faqs", labelKey: "footer:faqs" },
  { to: "/tour-availability", labelKey: "footer:tourAvailability" },
  { to: "/insurance", labelKey: "footer:insurance" },
  { to: "/terms", labelKey: "footer:terms" },
  { to: "/privacy", labelKey: "footer:privacy" },
  { to: "/sitemap", labelKey: "footer:sitemap" },
];
