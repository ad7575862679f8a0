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

/**
 * A link to the full list, with an arrow. The home's sits in its tools row and
 * its arrow moves on hover (home.css); a page's (`plain`) stands on its own,
 * the arrow a space after the words.
 */
type ListLink = { to: string; label: string; plain?: boolean };

export function SectionTitle({
  id,
  eyebrow,
  title,
  subtitle,
  className,
}: Heading & { eyebrow?: string; className?: string }) {
  return (
    <>
      {eyebrow ? <p className="home-eyebrow">{eyebrow}</p> : null}
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
  link?: ListLink;
  /** Tools shown beside the heading (before the link). */
  children?: ReactNode;
}) {
  const heading = <SectionTitle id={id} eyebrow={eyebrow} title={title} subtitle={subtitle} />;
  const plainLink = link?.plain ? link : undefined;
  const toolsLink = link?.plain ? undefined : link;
  return (
    <div className="section__header">
      {/* A heading alone is the row's item itself; with an eyebrow or an introduction they stack in a column. */}
      {eyebrow || subtitle ? <div>{heading}</div> : heading}
      {toolsLink || children ? (
        <div className="home-section__tools">
          {children}
          {toolsLink ? (
            <Link to={toolsLink.to} className="section__link home-section__link">
              {toolsLink.label}
              <span aria-hidden="true" className="home-section__arrow">
                →
              </span>
            </Link>
          ) : null}
        </div>
      ) : null}
      {plainLink ? (
        <Link to={plainLink.to} className="section__link">
          {plainLink.label} <span aria-hidden="true">→</span>
        </Link>
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
  heading,
  header = "title",
  link,
  titleClassName,
  width = "container",
  className,
  anchor,
  children,
}: {
  /** The heading: its id (which names the section), words and introduction, in one object so a call stays short. */
  heading: Heading;
  /** "title": heading and introduction in the flow; "row": a `SectionHeader` row. */
  header?: "title" | "row";
  /** With the "row" header: the link to the full list. */
  link?: ListLink;
  /** With the "title" header: classes beside `section__title`. */
  titleClassName?: string;
  width?: "container" | "inner";
  /** Classes beside `section` (a modifier or the page's own). */
  className?: string;
  /** An id for links to the section (`#routes`). */
  anchor?: string;
  children: ReactNode;
}) {
  const top =
    header === "row" ? (
      <SectionHeader {...heading} link={link} />
    ) : (
      <SectionTitle {...heading} className={titleClassName} />
    );
  const classes = ["section", width === "container" ? "container" : null, className]
    .filter(Boolean)
    .join(" ");
  return (
    <section className={classes} aria-labelledby={heading.id} id={anchor}>
      {width === "inner" ? (
        <div className="container">
          {top}
          {children}
        </div>
      ) : (
        <>
          {top}
          {children}
        </>
      )}
    </section>
  );
}
