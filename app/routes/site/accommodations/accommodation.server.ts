import { isSlug } from "#app/domain/catalogue/nesting";
import { type AccommodationView, type PlaceLink, stayTimes } from "#app/domain/catalogue/places";
import { parseCoordinates } from "#app/domain/catalogue/region-map";
import { localizeEntity } from "#app/domain/content/translations";
import { accommodationPath, destinationPath } from "#app/domain/paths";
import { lodgingBusinessJsonLd } from "#app/domain/seo/lodging";
import type { Language } from "#app/i18n/config";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { findAccommodation, listNearbyAccommodations } from "#app/modules/catalogue/accommodations.server";
import { env } from "#app/modules/config/env.server";
import { markdownToText, renderMarkdown } from "#app/modules/content/markdown.server";
import { notFound } from "#app/modules/http/responses.server";

/** The loader of /accommodations/{slug}: the stay, its destination's link, stays nearby, its JSON-LD. */
export async function loadAccommodation(args: {
  slug: string | undefined;
  language: Language;
  /** Whether the visitor is staff asking for a preview (`?preview=1`) of an inactive accommodation. */
  staffPreview: () => Promise<boolean>;
}) {
  if (!isSlug(args.slug)) notFound();
  const row = await findAccommodation(args.slug);
  if (!row) notFound();
  // An inactive accommodation is a 404 for the public; staff preview it from the editor, never indexed.
  const preview = !row.accommodation.isActive;
  if (preview && !(await args.staffPreview())) notFound();
  const text = localizeEntity(
    "accommodations",
    row.accommodation,
    row.accommodation.translations,
    args.language,
  );
  const stay = text.value;
  // The destination is linked only when the public can open it (it and its parent active).
  const place = row.destination?.id != null ? row.destination : null;
  const parent = row.parent?.slug != null ? row.parent : null;
  const destination: PlaceLink | null =
    place?.isActive && (!parent || parent.isActive)
      ? { name: place.name, path: destinationPath({ slug: place.slug, parentSlug: parent?.slug }) }
      : null;
  const nearby = stay.destinationId ? await listNearbyAccommodations(stay.destinationId, stay.id, 3) : [];
  const coordinates = parseCoordinates(stay.coordinatesJson);
  const description = stay.description ?? "";
  const path = accommodationPath(stay);
  const image = stay.featuredImage ?? stay.imageUrl;
  const t = serverT(args.language, "accommodations");
  const accommodation: AccommodationView = {
    id: stay.id,
    name: stay.name,
    path,
    type: stay.accommodationType,
    shortDescription: stay.shortDescription,
    descriptionHtml: renderMarkdown(description),
    image,
    location: stay.location,
    coordinates,
    starRating: stay.starRating,
    rating: stay.rating,
    totalReviews: stay.totalReviews,
    amenities: stay.amenities ?? [],
    highlights: stay.highlights ?? [],
    ...stayTimes(stay),
    maxGuests: stay.maxGuests,
    pricePerNight: stay.pricePerNight,
    textLang: text.lang,
    inEnglish: text.fellBack,
  };
  return {
    accommodation,
    destination,
    nearby,
    jsonLd: lodgingBusinessJsonLd(
      {
        name: stay.name,
        path,
        description: stay.shortDescription ?? (markdownToText(description).slice(0, 300) || null),
        image,
        location: stay.location,
        country: place?.country ?? null,
        coordinates,
        starRating: stay.starRating,
        rating: stay.rating,
        totalReviews: stay.totalReviews,
        amenities: stay.amenities ?? [],
        checkInTime: stay.checkInTime,
        checkOutTime: stay.checkOutTime,
        pricePerNight: stay.pricePerNight,
      },
      env().siteUrl,
    ),
    messages: messagesFor(args.language, ["accommodations", "enquiries", "validation"]),
    seo: {
      title: t("detailTitle", { name: stay.name, type: t(`types.${stay.accommodationType}`) }),
      description: stay.shortDescription ?? markdownToText(description).slice(0, 160),
      image: image ?? undefined,
      noindex: preview,
    },
    previewBanner: preview ? serverT(args.language, "admin-accommodations")("preview.banner") : null,
  };
}
