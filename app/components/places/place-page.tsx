import type { ReactNode } from "react";
import { ResponsiveImage } from "#app/components/media/responsive-image";

/**
 * The body shared by the place pages (a destination, an experience, an
 * accommodation): the wide picture, then the main column (overview,
 * highlights and the page's own sections) beside the "at a glance" card.
 * The page header above it and the sections below it are the page's own.
 */
export function PlacePage({
  image,
  overview,
  highlights,
  facts,
  lang,
  children,
}: {
  image: string | null | undefined;
  overview: { title: string; html: string | null };
  highlights: { title: string; items: string[] };
  /** The "at a glance" card: its title and content (the list, the price, the actions). */
  facts: { title: string; content: ReactNode };
  /** The language of the overview and highlights (decision 089). */
  lang?: string;
  /** The main column's sections after the highlights. */
  children?: ReactNode;
}) {
  return (
    <div className="container">
      <div className="place-hero">
        <ResponsiveImage
          src={image}
          alt=""
          width={1600}
          height={900}
          sizes="(min-width: 1280px) 1232px, 100vw"
          priority
          className="place-hero__image"
        />
      </div>

      <div className="place-layout">
        <div className="place-layout__main">
          {overview.html ? (
            <PlaceSection id="overview-title" title={overview.title}>
              <div
                className="place-prose"
                lang={lang}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown on the server
                dangerouslySetInnerHTML={{ __html: overview.html }}
              />
            </PlaceSection>
          ) : null}

          {highlights.items.length > 0 ? (
            <PlaceSection id="highlights-title" title={highlights.title}>
              <ul className="highlight-list" lang={lang}>
                {highlights.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </PlaceSection>
          ) : null}

          {children}
        </div>

        <aside className="place-layout__aside" aria-labelledby="facts-title">
          <div className="facts-card">
            <h2 id="facts-title" className="facts-card__title">
              {facts.title}
            </h2>
            {facts.content}
          </div>
        </aside>
      </div>
    </div>
  );
}

/** A section of a place page's main column, named by its heading. */
export function PlaceSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="place-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
