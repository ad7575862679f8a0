import { redirect } from "react-router";
import { isSlug, resolveNested } from "#app/domain/catalogue/nesting";
import { experiencePath } from "#app/domain/paths";
import type { Language } from "#app/i18n/config";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  findExperience,
  listChildExperiences,
  listRelatedExperiences,
} from "#app/modules/catalogue/experiences.server";
import { markdownToText, renderMarkdown } from "#app/modules/content/markdown.server";
import { notFound } from "#app/modules/http/responses.server";

/**
 * The loader of both experience routes: /experiences/{slug} (a child answers
 * 301 to its nested URL) and /experiences/{parent}/{child}.
 */
export async function loadExperience(args: {
  slug: string | undefined;
  parentSlug: string | null;
  request: Request;
  language: Language;
}) {
  const { slug, parentSlug } = args;
  if (!isSlug(slug) || (parentSlug !== null && !isSlug(parentSlug))) notFound();
  const experience = await findExperience(slug);
  const parent = experience?.parent?.id != null ? experience.parent : null;
  const resolution = resolveNested(experience && { isActive: experience.isActive, parent }, parentSlug);
  if (!experience || resolution.kind === "missing") notFound();
  if (resolution.kind === "redirect") {
    const { search } = new URL(args.request.url);
    throw redirect(`${experiencePath({ slug, parentSlug: resolution.parentSlug })}${search}`, 301);
  }

  const children = await listChildExperiences(experience.id);
  const related = await listRelatedExperiences(
    experience.category,
    [experience.id, ...children.map((c) => c.id), ...(parent ? [parent.id] : [])],
    3,
  );
  const t = serverT(args.language, "experiences");
  const description = experience.description ?? "";
  return {
    experience: {
      id: experience.id,
      slug: experience.slug,
      title: experience.title,
      category: experience.category,
      path: experiencePath({ slug: experience.slug, parentSlug: parent?.slug }),
      parent: parent ? { title: parent.title, path: experiencePath({ slug: parent.slug }) } : null,
      shortDescription: experience.shortDescription,
      descriptionHtml: renderMarkdown(description),
      highlights: experience.highlights ?? [],
      durationHours: experience.durationHours,
      priceFrom: experience.priceFrom,
      image: experience.imageUrl,
    },
    children,
    related,
    messages: messagesFor(args.language, ["experiences"]),
    seo: {
      title: t("detailTitle", { title: experience.title }),
      description: experience.shortDescription ?? markdownToText(description).slice(0, 160),
      image: experience.imageUrl ?? undefined,
    },
  };
}

export type ExperienceLoaderData = Awaited<ReturnType<typeof loadExperience>>;
