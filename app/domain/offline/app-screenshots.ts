/**
 * The installable app's screenshots (public/app-screenshots/, taken by
 * `npm run app:screenshots`): a narrow one for phones and a wide one for
 * desktops, which Chrome and Edge show in their richer install dialog.
 */
export const MANIFEST_SCREENSHOTS = [
  {
    src: "/app-screenshots/home-narrow.webp",
    sizes: "780x1688",
    type: "image/webp",
    form_factor: "narrow",
    /** Its label: a key of the common namespace, read in the manifest's language. */
    labelKey: "offlineApp.screenshotNarrow",
  },
  {
    src: "/app-screenshots/home-wide.webp",
    sizes: "1920x1080",
    type: "image/webp",
    form_factor: "wide",
    labelKey: "offlineApp.screenshotWide",
  },
] as const;
