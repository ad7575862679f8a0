import { localizeEntity } from "#app/domain/content/translations";
import { experiencePath } from "#app/domain/paths";
import type { Language } from "#app/i18n/config";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  findExperience,
  listChildExperiences,
  listRelatedExperiences,
} from "#app/modules/catalogue/experiences.server";
import { findNestedPage, nestedPageView } from "#app/modules/catalogue/nested-page.server";
import { markdownToText } from "#app/modules/content/markdown.server";

/**
 * The loader of both experience routes: /experiences/{slug} (a child answers
 * 301 to its nested URL) and /experiences/{parent}/{child}.
 */
export async function loadExperience(args: {
  slug: string | undefined;
  parentSlug: string | null;
  request: Request;
  language: Language;
  /** Whether the visitor is staff asking for a preview (`?preview=1`) of a hidden one. */
  staffPreview: () => Promise<boolean>;
}) {
  const { row, parent, preview } = await findNestedPage(args, findExperience, experiencePath);
  const text = localizeEntity("experiences", row, row.translations, args.language);
  const experience = text.value;

  const children = await listChildExperiences(experience.id);
  const related = await listRelatedExperiences(
    experience.category,
    [experience.id, ...children.map((c) => c.id), ...(parent ? [parent.id] : [])],
    3,
  );
  const t = serverT(args.language, "experiences");
  return {
    experience: {
      ...nestedPageView(experience, parent, experiencePath),
      title: experience.title,
      textLang: text.lang,
      inEnglish: text.fellBack,
      category: experience.category,
      parent: parent ? { title: parent.title, path: experiencePath({ slug: parent.slug }) } : null,
      durationHours: experience.durationHours,
      priceFrom: experience.priceFrom,
      image: experience.imageUrl,
    },
    children,
    related,
    messages: messagesFor(args.language, ["experiences"]),
    seo: {
      title: t("detailTitle", { title: experience.title }),
      description: experience.shortDescription ?? markdownToText(experience.description ?? "").slice(0, 160),
      image: experience.imageUrl ?? undefined,
      noindex: preview,
    },
    previewBanner: preview ? serverT(args.language, "admin-content")("preview.experience") : null,
  };
}

export type ExperienceLoaderData = Awaited<ReturnType<typeof loadExperience>>;
