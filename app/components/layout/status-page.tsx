import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react";

/** Each status page's heading id, its words (errors namespace) and its ways on, the first the main one. */
const STATUS_PAGES = {
  404: {
    id: "not-found-title",
    title: "notFoundTitle",
    text: "notFoundText",
    links: [
      { to: "/", label: "goHome" },
      { to: "/tours", label: "browseTours" },
    ],
  },
  403: {
    id: "denied-title",
    title: "accessDeniedTitle",
    text: "accessDeniedText",
    links: [{ to: "/", label: "goHome" }],
  },
} as const;

/**
 * A page that says why there is nothing to show: the not-found page (404) and
 * the spec's 'Access Denied' page (403: /unauthorized, and any page whose
 * loader refuses the visitor). Its code, what happened, and the ways on.
 */
export function StatusPage({ code }: { code: keyof typeof STATUS_PAGES }) {
  const { t } = useTranslation("errors");
  const page = STATUS_PAGES[code];
  return (
    <section className="container page-message" aria-labelledby={page.id}>
      <p className="page-message__code" aria-hidden="true">
        {code}
      </p>
      <h1 id={page.id}>{t(page.title)}</h1>
      <p>{t(page.text)}</p>
      {/* Links written out rather than LinkButtons: every page's first script holds this page (the root's error boundary), so it stays small. */}
      <div className="page-message__actions">
        {page.links.map((link, index) => (
          <Link key={link.to} to={link.to} className={index === 0 ? "btn btn-primary" : "btn btn-ghost"}>
            {t(link.label)}
          </Link>
        ))}
      </div>
    </section>
  );
}
