import { normaliseMonths } from "#app/domain/catalogue/best-months";
import { localizeEntity } from "#app/domain/content/translations";
import { destinationPath } from "#app/domain/paths";
import type { Language } from "#app/i18n/config";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { findDestination, loadDestinationPage } from "#app/modules/catalogue/destinations.server";
import { findNestedPage, nestedPageView } from "#app/modules/catalogue/nested-page.server";
import { markdownToText } from "#app/modules/content/markdown.server";

/**
 * The loader of both destination routes: /destinations/{slug} (a country, or a
 * park that answers 301 to its nested URL) and /destinations/{parent}/{child}.
 */
export async function loadDestination(args: {
  slug: string | undefined;
  parentSlug: string | null;
  request: Request;
  language: Language;
  /** Whether the visitor is staff asking for a preview (`?preview=1`) of a hidden one. */
  staffPreview: () => Promise<boolean>;
}) {
  const { row, parent, preview } = await findNestedPage(args, findDestination, destinationPath);
  const text = localizeEntity("destinations", row, row.translations, args.language);
  const destination = text.value;

  const page = await loadDestinationPage(destination, args.language);
  const t = serverT(args.language, "destinations");
  return {
    destination: {
      ...nestedPageView(destination, parent, destinationPath),
      textLang: text.lang,
      inEnglish: text.fellBack,
      name: destination.name,
      country: destination.country,
      parent: parent ? { name: parent.name, path: destinationPath({ slug: parent.slug }) } : null,
      wildlife: destination.wildlife ?? [],
      bestMonths: normaliseMonths(destination.bestMonths),
      bestTimeNote: destination.bestTimeNote,
      image: destination.featuredImage ?? destination.imageUrl,
    },
    ...page,
    messages: messagesFor(args.language, ["destinations", "accommodations", "tours"]),
    seo: {
      title: t("detailTitle", { name: destination.name }),
      description:
        destination.shortDescription ?? markdownToText(destination.description ?? "").slice(0, 160),
      image: destination.featuredImage ?? destination.imageUrl ?? undefined,
      noindex: preview,
    },
    previewBanner: preview ? serverT(args.language, "admin-content")("preview.destination") : null,
  };
}

export type DestinationLoaderData = Awaited<ReturnType<typeof loadDestination>>;
