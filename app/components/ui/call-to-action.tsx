import type { ReactNode } from "react";
import { type ButtonLink, LinkButtons } from "./link-buttons";

/** The green band that closes a page: what to do next in a line, and the buttons to do it. */
export function CallToAction({
  id,
  title,
  text,
  links,
  className,
  children,
}: {
  /** The heading's id, which names the band. */
  id: string;
  title: string;
  text: string;
  /** The first is the main one. */
  links: ButtonLink[];
  /** Classes beside `cta` (the home's own). */
  className?: string;
  /** Anything after the buttons (the home's phone number). */
  children?: ReactNode;
}) {
  return (
    <section className={className ? `cta ${className}` : "cta"} aria-labelledby={id}>
      <div className="container cta__inner">
        <h2 id={id} className="cta__title">
          {title}
        </h2>
        <p className="cta__text">{text}</p>
        <LinkButtons links={links} tone="band" className="cta__actions">
          {children}
        </LinkButtons>
      </div>
    </section>
  );
}
