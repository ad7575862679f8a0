import "#app/styles/forms.css";
import "#app/styles/admin.css";
import { Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminNav } from "#app/components/admin/admin-nav";
import { ErrorPageContent } from "#app/components/layout/error-page-content";
import { clientMistake } from "#app/components/layout/error-reason";
import { useRootData } from "#app/components/layout/root-data";
import { SignOutForm } from "#app/components/layout/sign-out-form";
import { errorPageMeta, errorStatus, errorTitleKey, shippedMessage } from "#app/components/seo/error-meta";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/layout";

// This guard is not enough alone: child loaders run in parallel with it, so
// every admin loader and action calls requireStaff itself too.
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return {
    staff: { fullName: viewer.fullName, email: viewer.email, role: viewer.role },
    messages: messagesFor(context.language, ["admin"]),
  };
}

function AdminShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("admin");
  const root = useRootData();
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const siteName = root?.branding.companyName ?? "";
  return (
    <div className="admin">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <header className="admin-header">
        <div className="admin-header__inner">
          <p className="admin-header__title">
            <Link to="/admin">{t("title", { site: siteName })}</Link>
          </p>
          <nav className="admin-header__nav" aria-label={t("navLabel")}>
            <Link to="/">{t("backToSite")}</Link>
            {layout ? (
              <span className="admin-header__who">{layout.staff.fullName || layout.staff.email}</span>
            ) : null}
            <SignOutForm className="admin-header__signout" />
          </nav>
        </div>
      </header>
      <div className="admin-body">
        <AdminNav />
        <main id="main" className="admin-main">
          {children}
        </main>
      </div>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

/** The admin error page's heading as its title (a failed page's own `meta` is not asked). */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const status = errorStatus(error);
  const title =
    shippedMessage(matches, "admin", status === 404 ? "notFoundTitle" : "errorTitle") ??
    shippedMessage(matches, "errors", errorTitleKey(status));
  return errorPageMeta(matches, title ?? String(status));
};

/** Errors inside /admin keep the admin header, never the site shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const { t } = useTranslation("admin");
  // The layout's own loader failed (its guard refused a customer's post, or the
  // database is down): the admin messages never loaded and the visitor may be
  // no staff member, so the site's own error page is shown, without the admin header.
  if (!layout) {
    return (
      <main id="main">
        <ErrorPageContent error={error} />
      </main>
    );
  }
  const notFound = errorStatus(error) === 404;
  return (
    <AdminShell>
      <section className="admin-message" aria-labelledby="admin-error-title">
        <h1 id="admin-error-title">{notFound ? t("notFoundTitle") : t("errorTitle")}</h1>
        <p>{notFound ? t("notFoundText") : (clientMistake(error) ?? t("errorText"))}</p>
        <p>
          <Link to="/admin" className="btn btn-primary">
            {t("backToDashboard")}
          </Link>
        </p>
      </section>
    </AdminShell>
  );
}
