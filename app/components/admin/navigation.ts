/**
 * The staff area's sections, in the side navigation's order. `key` names the
 * label in the admin namespace (`nav.<key>`); `adminOnly` sections are shown
 * to super admins only (the server refuses staff there anyway).
 */
export const ADMIN_SECTIONS = [
  { key: "dashboard", to: "/admin", end: true },
  { key: "bookings", to: "/admin/bookings" },
  { key: "departures", to: "/admin/departures" },
  { key: "enquiries", to: "/admin/enquiries" },
  { key: "subscribers", to: "/admin/subscribers" },
  { key: "users", to: "/admin/users" },
  { key: "security", to: "/admin/security" },
  { key: "redirects", to: "/admin/redirects" },
  { key: "notFound", to: "/admin/not-found" },
  { key: "media", to: "/admin/media" },
  { key: "audit", to: "/admin/audit" },
  { key: "analytics", to: "/admin/analytics" },
] as const;

/**
 * The content editors (issue 16), a group of their own in the navigation,
 * headed `nav.contentGroup`. An editor adds its line here (`nav.<key>` in the
 * admin namespace): destinations, experiences, blog, FAQs…
 */
export const ADMIN_CONTENT_SECTIONS = [
  { key: "tours", to: "/admin/tours" },
  { key: "destinations", to: "/admin/destinations" },
  { key: "experiences", to: "/admin/experiences" },
  { key: "accommodations", to: "/admin/accommodations" },
  { key: "blog", to: "/admin/blog" },
  { key: "faqs", to: "/admin/faqs" },
  { key: "testimonials", to: "/admin/testimonials" },
  { key: "team", to: "/admin/team" },
  { key: "banners", to: "/admin/banners" },
  // The five pages are fixed (the content_page_slug enum): no "new" page to visit.
  { key: "pages", to: "/admin/pages", noNew: true },
  { key: "cardDesigns", to: "/admin/card-designs" },
  // The branding is one form: no list of records, no "new" page.
  { key: "branding", to: "/admin/branding", noNew: true },
  { key: "brandAssets", to: "/admin/brand-assets" },
] as const;
