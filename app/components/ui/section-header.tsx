import type { ReactNode } from "react";
import { Link } from "react-router";

/** A home section's heading, its line of introduction and the link to the full list. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  subtitle,
  link,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  link?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="section__header home-section__header">
      <div>
        {eyebrow ? <p className="home-eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {subtitle ? <p className="section__subtitle">{subtitle}</p> : null}
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
