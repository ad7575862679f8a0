import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Routes of later issues are added when they are built; until then they 404.
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    // -- tours --
    route("tours", "routes/site/tours/index.tsx"),
    route("tours/:tour", "routes/site/tours/detail.tsx"),
    // -- destinations, experiences, accommodations --
    route("destinations", "routes/site/destinations/index.tsx"),
    route("destinations/:slug", "routes/site/destinations/detail.tsx"),
    route("destinations/:parentSlug/:childSlug", "routes/site/destinations/nested.tsx"),
    route("experiences", "routes/site/experiences/index.tsx"),
    route("experiences/:slug", "routes/site/experiences/detail.tsx"),
    route("experiences/:parentSlug/:childSlug", "routes/site/experiences/nested.tsx"),
    route("accommodations", "routes/site/accommodations/index.tsx"),
    route("accommodations/:slug", "routes/site/accommodations/detail.tsx"),
    // -- kilimanjaro, deals, blog --
    route("kilimanjaro", "routes/site/kilimanjaro/index.tsx"),
    route("kilimanjaro/:slug", "routes/site/kilimanjaro/route-detail.tsx"),
    route("deals", "routes/site/deals/index.tsx"),
    route("blog", "routes/site/blog/index.tsx"),
    route("blog/:slug", "routes/site/blog/post.tsx"),
    // -- content pages --
    route("about", "routes/site/pages/about.tsx"),
    route("about/team", "routes/site/pages/team.tsx"),
    route("contact", "routes/site/pages/contact.tsx"),
    route("reviews", "routes/site/pages/reviews.tsx"),
    route("testimonials", "routes/site/pages/testimonials.tsx"),
    route("faqs", "routes/site/pages/faqs.tsx"),
    route("insurance", "routes/site/pages/insurance.tsx"),
    route("conservation", "routes/site/pages/conservation.tsx"),
    route("terms", "routes/site/pages/terms.tsx"),
    route("privacy", "routes/site/pages/privacy.tsx"),
    route("sitemap", "routes/site/pages/sitemap.tsx"),
    // -- accounts (sign-in, sign-up, password reset) --
    route("login", "routes/site/auth/login.tsx"),
    route("register", "routes/site/auth/register.tsx"),
    route("reset-password", "routes/site/auth/reset-password.tsx"),
    route("verify-email", "routes/site/auth/verify-email.tsx"),
    // -- account area, wishlist --
    route("account", "routes/site/account/index.tsx"),
    route("account/bookings/:id", "routes/site/account/booking.tsx"),
    route("account/bookings/:id/receipt", "routes/site/account/receipt.tsx"),
    route("account/bookings/:id/invoice.pdf", "routes/site/account/invoice.ts"),
    route("account/data.json", "routes/site/account/data.ts"),
    route("wishlist", "routes/site/wishlist.tsx"),
    // -- search --
    route("search", "routes/site/search/index.tsx"),
    route("api/search", "routes/api/search.ts"),
    // -- comparison, availability --
    route("compare", "routes/site/compare/index.tsx"),
    route("compare/:token", "routes/site/compare/shared.tsx"),
    route("tour-availability", "routes/site/availability/index.tsx"),
    // -- newsletter, enquiries --
    route("newsletter", "routes/site/conversations/newsletter.ts"),
    route("unsubscribe", "routes/site/conversations/unsubscribe.tsx"),
    route("enquiry", "routes/site/conversations/enquiry.tsx"),
    // -- booking (sign-in required) and the sandbox payment --
    route("booking", "routes/site/booking/index.tsx"),
    route("booking/success", "routes/site/booking/success.tsx"),
    route("booking/cancel", "routes/site/booking/cancel.tsx"),
    route("mock-payment", "routes/site/booking/mock-payment.tsx"),
    route("unauthorized", "routes/site/unauthorized.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  // -- admin area: its own layout, no site shell --
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/bookings", "routes/admin/bookings/index.tsx"),
    route("admin/bookings.csv", "routes/admin/bookings/csv.ts"),
    route("admin/bookings/:reference", "routes/admin/bookings/detail.tsx"),
    route("admin/enquiries", "routes/admin/enquiries/index.tsx"),
    route("admin/enquiries/:id", "routes/admin/enquiries/detail.tsx"),
    route("admin/subscribers", "routes/admin/people/subscribers.tsx"),
    route("admin/subscribers.csv", "routes/admin/people/subscribers-csv.ts"),
    route("admin/users", "routes/admin/people/users.tsx"),
    route("admin/users/:id", "routes/admin/people/user.tsx"),
    route("admin/security", "routes/admin/people/security.tsx"),
    route("admin/redirects", "routes/admin/redirects/index.tsx"),
    route("admin/redirects/new", "routes/admin/redirects/new.tsx"),
    route("admin/redirects/:id", "routes/admin/redirects/edit.tsx"),
    route("admin/redirects/:id/delete", "routes/admin/redirects/delete.tsx"),
    route("admin/not-found", "routes/admin/redirects/not-found.tsx"),
    route("admin/departures", "routes/admin/departures/index.tsx"),
    route("admin/departures.csv", "routes/admin/departures/csv.ts"),
    route("admin/departures/tour/:tourId", "routes/admin/departures/tour.tsx"),
    route("admin/departures/:id", "routes/admin/departures/departure.tsx"),
    route("admin/departures/:id/manifest", "routes/admin/departures/travellers.tsx"),
    route("admin/departures/:id/manifest.csv", "routes/admin/departures/travellers-csv.ts"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  // -- sign-out and Google sign-in (no page of their own) --
  route("logout", "routes/auth/logout.ts"),
  route("auth/google", "routes/auth/google.ts"),
  route("auth/callback", "routes/auth/callback.ts"),
  // -- files (sitemap.xml, robots.txt) --
  route("sitemap.xml", "routes/files/sitemap-xml.ts"),
  route("robots.txt", "routes/files/robots-txt.ts"),
  route("api/rates", "routes/api/rates.ts"),
  route("api/wishlist", "routes/api/wishlist.ts"),
  // -- payment providers' callbacks (no page, no session) --
  route("webhooks/payments/:provider", "routes/webhooks/payments.ts"),
  route("webhooks/stripe", "routes/webhooks/stripe.ts"),
  route("media/scenes/:file", "routes/media/scene-image.ts"),
] satisfies RouteConfig;
