import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "#app/components/seo/breadcrumbs";

/**
 * The top of every inner page: breadcrumbs (with their BreadcrumbList), the
 * page's only H1, and an optional lead paragraph.
 */
export function PageHeader(props: {
  title: string;
  crumbs: Crumb[];
  eyebrow?: string;
  lead?: ReactNode;
  /** The language of the title and lead when they are content in a language of their own (decision 089). */
  lang?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs items={props.crumbs} />
      <header className="page-header container">
        {props.eyebrow ? <p className="page-header__eyebrow">{props.eyebrow}</p> : null}
        <h1 className="page-header__title" lang={props.lang}>
          {props.title}
        </h1>
        {props.lead ? (
          <div className="page-header__lead" lang={props.lang}>
            {props.lead}
          </div>
        ) : null}
        {props.children}
      </header>
    </>
  );
}
