import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The page kit's section pieces. A page section is named by its heading
 * (`aria-labelledby`), and its heading comes in one of two shapes:
 *
 * - `SectionTitle`: the heading and its line of introduction, laid straight
 *   into the section (a section that reads top to bottom);
 * - `SectionHeader`: a row with the heading (and an eyebrow, an introduction)
 *   on the left and tools or a link to the full list on the right.
 *
 * `Section` puts either shape at the top of a `<section>`; pages with a
 * different frame use the two heading shapes on their own.
 */

type Heading = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
};

export function SectionTitle({ id, title, subtitle, className }: Heading & { className?: string }) {
  return (
    <>
      <h2 id={id} className={className ? `section__title ${className}` : "section__title"}>
        {title}
      </h2>
      {subtitle ? <p className="section__subtitle">{subtitle}</p> : null}
    </>
  );
}

export function SectionHeader({
  id,
  eyebrow,
  title,
  subtitle,
  link,
  children,
}: Heading & {
  eyebrow?: string;
  /** A link to the full list, with an arrow. */
  link?: { to: string; label: string };
  /** Tools shown beside the heading (before the link). */
  children?: ReactNode;
}) {
  return (
    <div className="section__header">
      <div>
        {eyebrow ? <p className="home-eyebrow">{eyebrow}</p> : null}
        <SectionTitle id={id} title={title} subtitle={subtitle} />
      </div>
      {link || children ? (
        <div className="home-section__tools">
          {children}
          {link ? (
            <Link to={link.to} className="section__link home-section__link">
              {link.label}
              <span aria-hidden="true" className="home-section__arrow">
                →
              </span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A page section with its heading on top. `container` puts the page's width
 * on the section itself; `inner` wraps the content in a container instead (for
 * a section whose background runs the full width).
 */
export function Section({
  id,
  title,
  subtitle,
  header = "title",
  width = "container",
  className,
  anchor,
  children,
}: Heading & {
  /** "title": heading and introduction in the flow; "row": a `SectionHeader` row. */
  header?: "title" | "row";
  width?: "container" | "inner";
  /** Classes beside `section` (a modifier or the page's own). */
  className?: string;
  /** An id for links to the section (`#routes`). */
  anchor?: string;
  children: ReactNode;
}) {
  const heading =
    header === "row" ? (
      <SectionHeader id={id} title={title} subtitle={subtitle} />
    ) : (
      <SectionTitle id={id} title={title} subtitle={subtitle} />
    );
  const classes = ["section", width === "container" ? "container" : null, className]
    .filter(Boolean)
    .join(" ");
  return (
    <section className={classes} aria-labelledby={id} id={anchor}>
      {width === "inner" ? (
        <div className="container">
          {heading}
          {children}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </section>
  );
}
