import type { ReactNode } from "react";
import { SectionTitle } from "#app/components/ui/section";

/**
 * A section below a place page's body (its parks, tours, stays, related
 * places): a heading row, with tools such as a "see all" link beside the
 * title, then the list. `band` gives it the full-width sand background.
 *
 * Not the kit's `Section`: these rows hold the title straight in
 * `.section__header` and a plain link, where `SectionHeader` adds a wrapper
 * and an arrow.
 */
export function ListSection({
  id,
  title,
  band = false,
  tools,
  children,
}: {
  id: string;
  title: string;
  band?: boolean;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const content = (
    <>
      <div className="section__header">
        <SectionTitle id={id} title={title} />
        {tools}
      </div>
      {children}
    </>
  );
  // The band's background runs the full width, so the page's width goes inside it.
  return band ? (
    <section className="section section--sand" aria-labelledby={id}>
      <div className="container">{content}</div>
    </section>
  ) : (
    <section className="section container" aria-labelledby={id}>
      {content}
    </section>
  );
}
