import "#app/styles/admin-content.css";
import "#app/styles/admin-blog.css";
import { Link, redirect } from "react-router";
import { z } from "zod";
import { useFaqCategoryLabel } from "#app/components/admin/faq-form";
import { AdminPageHeader, FilterSelect, ListFilters } from "#app/components/admin/list-controls";
import { MoveButtons } from "#app/components/admin/move-buttons";
import { adminMeta } from "#app/components/admin/page-parts";
import { RowActionButton, RowEditDeleteLinks } from "#app/components/admin/row-actions";
import { TranslationBadges } from "#app/components/admin/translation-badges";
import { FormStatus } from "#app/components/ui/form";
import { readMoveIntent } from "#app/domain/admin/faqs";
import { FAQ_CATEGORIES_ALL } from "#app/domain/admin/faqs-fields";
import { readListQuery } from "#app/domain/admin/list-query";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  type FaqFilters,
  faqTourChoices,
  listFaqGroups,
  moveFaq,
  setFaqActive,
} from "#app/modules/admin/faqs/faqs.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ["order"],
  defaultSort: "order",
  defaultDir: "asc" as const,
  filters: {
    tour: z.coerce.number().int().positive().max(2_147_483_647),
    category: z.string().refine((value) => FAQ_CATEGORIES_ALL.includes(value)),
    active: z.enum(["yes", "no"]),
  } satisfies { [K in keyof FaqFilters]: z.ZodType<FaqFilters[K]> },
};

const NOTICES = ["created", "saved", "deleted", "activated", "deactivated", "moved"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<FaqFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-content");
  const [groups, tours] = await Promise.all([
    listFaqGroups({ q: query.q, ...query.filters }),
    faqTourChoices(),
  ]);
  const done = url.searchParams.get("done");
  const question = url.searchParams.get("title")?.slice(0, 300) ?? "";
  const notice = NOTICES.find((key) => key === done) ? t(`faqs.${done}`, { title: question }) : null;
  return {
    title: t("faqs.metaTitle"),
    messages: messagesFor(context.language, ["admin-content", "pages"]),
    query,
    notice,
    tours,
    groups: groups.map((group) => ({
      key: group.key,
      category: group.category,
      tour: group.tour,
      rows: group.rows.map((row) => ({
        id: row.id,
        version: row.version,
        question: row.question,
        isActive: row.isActive,
        displayOrder: row.displayOrder,
        gaps: row.gaps,
      })),
    })),
  };
}

/** The list's own buttons: move a question up or down, activate or deactivate it. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const version = versionField.safeParse(form.get("version"));
  const intent = form.get("intent");
  const move = readMoveIntent(intent);
  const id = move?.id ?? positiveInt(form.get("id")?.toString());
  const invalid = { status: 400 as const, message: "admin:form.invalid" };
  if (!version.success || !id) return refuseForm(context.language, {}, invalid);
  let done: string;
  if (move) {
    const result = await moveFaq(move.id, version.data, move.direction, viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = "moved";
  } else if (intent === "activate" || intent === "deactivate") {
    const result = await setFaqActive(id, version.data, intent === "activate", viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = intent === "activate" ? "activated" : "deactivated";
  } else {
    return refuseForm(context.language, {}, invalid);
  }
  // Back to the same filtered list (Post/Redirect/Get).
  const back = new URL(request.url);
  back.searchParams.set("done", done);
  back.searchParams.set("title", form.get("title")?.toString().slice(0, 300) ?? "");
  throw redirect(`${back.pathname}${back.search}#faq-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Faqs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const categoryLabel = useFaqCategoryLabel();
  const { query, groups, notice, tours } = loaderData;
  const filtered = Boolean(query.q || query.filters.tour || query.filters.category || query.filters.active);
  return (
    <>
      <AdminPageHeader title={t("faqs.title")}>
        <Link to="/admin/faqs/new" className="btn btn-primary">
          {t("faqs.add")}
        </Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      {actionData && "formError" in actionData && actionData.formError ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <ListFilters query={query} label={t("faqs.filtersLabel")}>
        <FilterSelect
          name="category"
          label={t("faqs.category")}
          value={query.filters.category}
          options={FAQ_CATEGORIES_ALL.map((value) => ({ value, label: categoryLabel(value) }))}
        />
        <FilterSelect
          name="tour"
          label={t("faqs.tour")}
          value={query.filters.tour === undefined ? undefined : String(query.filters.tour)}
          options={tours.map((tour) => ({ value: String(tour.id), label: tour.title }))}
        />
        <FilterSelect
          name="active"
          label={t("faqs.state")}
          value={query.filters.active}
          options={[
            { value: "yes", label: t("faqs.active") },
            { value: "no", label: t("faqs.inactive") },
          ]}
        />
      </ListFilters>
      {groups.length === 0 ? (
        <p className="empty-state">{filtered ? t("admin:list.empty") : t("faqs.empty")}</p>
      ) : (
        groups.map((group) => {
          const heading = group.tour
            ? t("faqs.tourGroup", { title: group.tour.title })
            : categoryLabel(group.category);
          return (
            <section key={group.key} className="faq-admin__group" aria-labelledby={`group-${group.key}`}>
              <h2 id={`group-${group.key}`}>{heading}</h2>
              <div className="admin-table-wrap">
                <table className="admin-table admin-table--cards" data-testid="faqs">
                  <caption className="sr-only">{heading}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("faqs.form.question")}</th>
                      <th scope="col">{t("faqs.state")}</th>
                      <th scope="col">{t("faqs.translations")}</th>
                      <th scope="col">{t("faqs.order")}</th>
                      <th scope="col">{t("faqs.actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.rows.map((row, index) => (
                      <tr key={row.id} id={`faq-${row.id}`}>
                        <td data-label={t("faqs.form.question")} className="faq-admin__question">
                          <Link to={`/admin/faqs/${row.id}`}>{row.question}</Link>
                        </td>
                        <td data-label={t("faqs.state")}>
                          <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                            {row.isActive ? t("faqs.active") : t("faqs.inactive")}
                          </span>
                        </td>
                        <td data-label={t("faqs.translations")}>
                          <TranslationBadges gaps={row.gaps} />
                        </td>
                        <td data-label={t("faqs.order")}>
                          <MoveButtons
                            id={row.id}
                            version={row.version}
                            title={row.question}
                            isFirst={index === 0}
                            isLast={index === group.rows.length - 1}
                            labels={{
                              up: t("faqs.moveUp"),
                              down: t("faqs.moveDown"),
                              upNamed: t("faqs.moveUpNamed", { title: row.question }),
                              downNamed: t("faqs.moveDownNamed", { title: row.question }),
                            }}
                          />
                        </td>
                        <td data-label={t("faqs.actions")}>
                          <div className="admin-content__actions">
                            <RowActionButton
                              id={row.id}
                              fields={{ version: row.version }}
                              title={row.question}
                              intent={row.isActive ? "deactivate" : "activate"}
                              label={row.isActive ? t("faqs.deactivate") : t("faqs.activate")}
                              namedLabel={
                                row.isActive
                                  ? t("faqs.deactivateNamed", { title: row.question })
                                  : t("faqs.activateNamed", { title: row.question })
                              }
                            />
                            <RowEditDeleteLinks
                              to={`/admin/faqs/${row.id}`}
                              labels={{
                                edit: t("faqs.edit"),
                                editNamed: t("faqs.editNamed", { title: row.question }),
                                delete: t("faqs.deleteAction"),
                                deleteNamed: t("faqs.deleteNamed", { title: row.question }),
                              }}
                            />
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })
      )}
    </>
  );
}
