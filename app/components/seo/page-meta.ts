import type { MetaDescriptor } from "react-router";
import { sceneUrl, socialImageUrl } from "#app/domain/media/images";
import type { Language } from "#app/i18n/config";
import { absoluteUrl, openGraphLocale } from "#app/i18n/urls";

type Match = { id: string; data?: unknown } | undefined;

/** What a route's loader returns as `seo` for its page's head. */
export type Seo = {
  title: string;
  description?: string;
  /** A stored image URL (a scene or an absolute URL); the default is the site's social image. */
  image?: string;
  /** Open Graph type: a product page is still "website" for Open Graph. */
  type?: "website" | "article";
  /** Keeps a page out of search engines (filtered lists beyond page 1, for example). */
  noindex?: boolean;
};

type RootSeoData = {
  branding?: { companyName?: string; socialImage?: string | null };
  siteUrl?: string;
  language?: Language;
};

export const DEFAULT_SOCIAL_IMAGE = sceneUrl("kilimanjaro", 7);

/**
 * The head of a page: '{title} | {site name}' (spec section 1, the site name
 * from site_branding), the description, Open Graph and Twitter card tags. The
 * canonical URL and hreflang alternates come from the root layout.
 */
export function pageMeta(matches: readonly Match[], seo: Seo | undefined): MetaDescriptor[] {
  const root = (matches.find((m) => m?.id === "root")?.data ?? {}) as RootSeoData;
  const siteName = root.branding?.companyName ?? "Kilele Safaris";
  if (!seo) return [{ title: siteName }];
  const siteUrl = root.siteUrl ?? "";
  const title = `${seo.title} | ${siteName}`;
  const image = absoluteUrl(
    siteUrl,
    socialImageUrl(seo.image ?? root.branding?.socialImage ?? DEFAULT_SOCIAL_IMAGE),
  );
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: seo.title },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:image", content: image },
    { property: "og:locale", content: openGraphLocale(root.language ?? "en") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:image", content: image },
  ];
  if (seo.description) {
    tags.push(
      { name: "description", content: seo.description },
      { property: "og:description", content: seo.description },
      { name: "twitter:description", content: seo.description },
    );
  }
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}
