import "#app/styles/admin-content.css";
import "#app/styles/admin-testimonials-team.css";
import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { RowEditDeleteLinks } from "#app/components/admin/row-actions";
import { TranslationBadges } from "#app/components/admin/translation-badges";
import { FormStatus } from "#app/components/ui/form";
import { readListQuery } from "#app/domain/admin/list-query";
import { RATINGS, TESTIMONIAL_STATES } from "#app/domain/admin/testimonials-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  isTestimonialToggle,
  listTestimonials,
  type TestimonialFilters,
  testimonialCounts,
  testimonialTourChoices,
  toggleTestimonial,
} from "#app/modules/admin/testimonials/testimonials.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ["added", "name", "rating"],
  defaultSort: "added",
  defaultDir: "desc" as const,
  filters: {
    state: z.enum(TESTIMONIAL_STATES),
    rating: z.coerce.number().int().min(1).max(5),
    tour: z.coerce.number().int().positive().max(2_147_483_647),
    featured: z.enum(["yes", "no"]),
  } satisfies { [K in keyof TestimonialFilters]: z.ZodType<TestimonialFilters[K]> },
};

const NOTICES = ["created", "saved", "deleted", "approve", "hide", "feature", "unfeature"] as const;
/** How much of a testimonial the list shows under the traveller's name. */
const EXCERPT = 160;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<TestimonialFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-testimonials");
  const [{ rows, total }, tours, counts] = await Promise.all([
    listTestimonials(query),
    testimonialTourChoices(),
    testimonialCounts(),
  ]);
  const done = url.searchParams.get("done");
  const name = url.searchParams.get("title")?.slice(0, 200) ?? "";
  const notice = NOTICES.find((key) => key === done) ? t(`notices.${done}`, { name }) : null;
  return {
    title: t("metaTitle"),
    messages: messagesFor(context.language, ["admin-testimonials", "admin-content"]),
    query,
    total,
    counts,
    notice,
    tours,
    rows: rows.map((row) => ({
      id: row.id,
      version: row.version,
      clientName: row.clientName,
      country: row.country,
      excerpt: row.content.length > EXCERPT ? `${row.content.slice(0, EXCERPT).trimEnd()}…` : row.content,
      rating: row.rating,
      tour: row.tourName ?? row.tourTitle,
      isActive: row.isActive,
      isFeatured: row.isFeatured,
      onHome: row.onHome,
      gaps: row.gaps,
      addedAt: row.createdAt.toISOString(),
    })),
  };
}

/** The list's own buttons: approve or hide, feature or unfeature one testimonial. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const version = versionField.safeParse(form.get("version"));
  const id = positiveInt(form.get("id")?.toString());
  const intent = form.get("intent");
  if (!version.success || !id || !isTestimonialToggle(intent)) {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result = await toggleTestimonial(id, version.data, intent, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  // Back to the same filtered page of the list (Post/Redirect/Get).
  const back = new URL(request.url);
  back.searchParams.set("done", intent);
  back.searchParams.set("title", form.get("title")?.toString().slice(0, 200) ?? "");
  throw redirect(`${back.pathname}${back.search}#testimonial-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("admin-testimonials");
  return (
    <span className="people-admin__stars">
      <span aria-hidden="true">{"★".repeat(rating) + "☆".repeat(5 - rating)}</span>
      <span className="sr-only">{t("stars", { count: rating })}</span>
    </span>
  );
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-testimonials");
  const { query, rows, total, counts, notice, tours } = loaderData;
  const when = useOfficeDateTime();
  const filtered = Boolean(
    query.q || query.filters.state || query.filters.rating || query.filters.tour || query.filters.featured,
  );
  return (
    <>
      <AdminPageHeader title={t("title")}>
        <Link to="/admin/testimonials/new" className="btn btn-primary">
          {t("add")}
        </Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      {actionData && "formError" in actionData && actionData.formError ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <p className="admin-content__note people-admin__summary">
        {t("summary", { visible: counts.visible, hidden: counts.hidden, featured: counts.featured })}
      </p>
      <ListFilters query={query} label={t("filtersLabel")}>
        <FilterSelect
          name="state"
          label={t("state")}
          value={query.filters.state}
          options={TESTIMONIAL_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
        />
        <FilterSelect
          name="rating"
          label={t("rating")}
          value={query.filters.rating}
          options={RATINGS.map((stars) => ({ value: String(stars), label: t("stars", { count: stars }) }))}
        />
        <FilterSelect
          name="tour"
          label={t("tour")}
          value={query.filters.tour}
          options={tours.map((tour) => ({ value: String(tour.id), label: tour.title }))}
        />
        <FilterSelect
          name="featured"
          label={t("featured")}
          value={query.filters.featured}
          options={[
            { value: "yes", label: t("featuredYes") },
            { value: "no", label: t("featuredNo") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{total === 0 && !filtered ? t("empty") : t("admin:list.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="testimonials">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="name">
                  {t("traveller")}
                </SortHeader>
                <SortHeader query={query} column="rating" first="desc">
                  {t("rating")}
                </SortHeader>
                <th scope="col">{t("tour")}</th>
                <th scope="col">{t("state")}</th>
                <th scope="col">{t("translations")}</th>
                <SortHeader query={query} column="added" first="desc">
                  {t("added")}
                </SortHeader>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} id={`testimonial-${row.id}`}>
                  <td data-label={t("traveller")}>
                    <Link to={`/admin/testimonials/${row.id}`} className="people-admin__name">
                      {row.clientName}
                    </Link>
                    {row.country ? ` · ${row.country}` : null}
                    <p className="people-admin__quote">{row.excerpt}</p>
                  </td>
                  <td data-label={t("rating")}>
                    <Stars rating={row.rating} />
                  </td>
                  <td data-label={t("tour")}>{row.tour ?? "—"}</td>
                  <td data-label={t("state")}>
                    <div className="people-admin__badges">
                      <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                        {t(`states.${row.isActive ? "visible" : "hidden"}`)}
                      </span>
                      {row.isFeatured ? (
                        <span className="admin-badge admin-badge--warn">
                          {row.onHome ? t("onHome") : t("featuredBadge")}
                        </span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={t("translations")}>
                    <TranslationBadges gaps={row.gaps} />
                  </td>
                  <td data-label={t("added")}>
                    <time dateTime={row.addedAt}>{when.format(new Date(row.addedAt))}</time>
                  </td>
                  <td data-label={t("actions")}>
                    <div className="admin-content__actions">
                      <Form method="post" className="admin-content__actions">
                        <input type="hidden" name="id" value={row.id} />
                        <input type="hidden" name="version" value={row.version} />
                        <input type="hidden" name="title" value={row.clientName} />
                        <button
                          type="submit"
                          name="intent"
                          value={row.isActive ? "hide" : "approve"}
                          className="btn"
                          aria-label={t(row.isActive ? "hideNamed" : "approveNamed", {
                            name: row.clientName,
                          })}
                        >
                          {t(row.isActive ? "hide" : "approve")}
                        </button>
                        <button
                          type="submit"
                          name="intent"
                          value={row.isFeatured ? "unfeature" : "feature"}
                          className="btn"
                          aria-label={t(row.isFeatured ? "unfeatureNamed" : "featureNamed", {
                            name: row.clientName,
                          })}
                        >
                          {t(row.isFeatured ? "unfeature" : "feature")}
                        </button>
                      </Form>
                      <RowEditDeleteLinks
                        to={`/admin/testimonials/${row.id}`}
                        labels={{
                          edit: t("edit"),
                          editNamed: t("editNamed", { name: row.clientName }),
                          delete: t("deleteAction"),
                          deleteNamed: t("deleteNamed", { name: row.clientName }),
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListFooter query={query} total={total} />
    </>
  );
}
