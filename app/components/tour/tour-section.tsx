import type { ReactNode } from "react";

/**
 * One section of a tour's page, under the page's section menu: `id` is the
 * anchor the menu links to, and the heading (`{id}-title`) names the section.
 */
export function TourSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  /** Classes beside `tour-section`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={className ? `tour-section ${className}` : "tour-section"}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="tour-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
