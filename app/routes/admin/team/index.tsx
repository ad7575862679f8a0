import "#app/styles/admin-content.css";
import "#app/styles/admin-testimonials-team.css";
import { Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { MoveButtons } from "#app/components/admin/move-buttons";
import { adminMeta } from "#app/components/admin/page-parts";
import { RowActionButton, RowEditDeleteLinks } from "#app/components/admin/row-actions";
import { TranslationBadges } from "#app/components/admin/translation-badges";
import { FormStatus } from "#app/components/ui/form";
import { readMoveIntent } from "#app/domain/admin/move-intent";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listTeam, moveTeamMember, setTeamMemberActive } from "#app/modules/admin/team/team.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const NOTICES = ["created", "saved", "deleted", "activated", "deactivated", "moved"] as const;

/** How many of the team the /about page shows (routes/site/pages/about.tsx). */
const ON_ABOUT = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const t = serverT(context.language, "admin-team");
  const team = await listTeam();
  const done = url.searchParams.get("done");
  const name = url.searchParams.get("title")?.slice(0, 200) ?? "";
  const notice = NOTICES.find((key) => key === done) ? t(`notices.${done}`, { name }) : null;
  let shown = 0;
  return {
    title: t("metaTitle"),
    messages: messagesFor(context.language, ["admin-team", "admin-content"]),
    notice,
    rows: team.map((row) => {
      if (row.isActive) shown++;
      return {
        id: row.id,
        version: row.version,
        name: row.name,
        role: row.role,
        isActive: row.isActive,
        onAbout: row.isActive && shown <= ON_ABOUT,
        gaps: row.gaps,
      };
    }),
  };
}

/** The list's own buttons: move a person up or down, show or hide them. */
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
    const result = await moveTeamMember(move.id, version.data, move.direction, viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = "moved";
  } else if (intent === "activate" || intent === "deactivate") {
    const result = await setTeamMemberActive(id, version.data, intent === "activate", viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = intent === "activate" ? "activated" : "deactivated";
  } else {
    return refuseForm(context.language, {}, invalid);
  }
  const name = form.get("title")?.toString().slice(0, 200) ?? "";
  throw redirect(`/admin/team?done=${done}&title=${encodeURIComponent(name)}#member-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-team");
  const { rows, notice } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("title")}>
        <Link to="/admin/team/new" className="btn btn-primary">
          {t("add")}
        </Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      {actionData && "formError" in actionData && actionData.formError ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <p className="admin-content__note people-admin__summary">{t("intro", { first: ON_ABOUT })}</p>
      {rows.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="team">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("person")}</th>
                <th scope="col">{t("state")}</th>
                <th scope="col">{t("translations")}</th>
                <th scope="col">{t("order")}</th>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id} id={`member-${row.id}`}>
                  <td data-label={t("person")}>
                    <Link to={`/admin/team/${row.id}`} className="people-admin__name">
                      {row.name}
                    </Link>
                    <p className="people-admin__quote">{row.role}</p>
                  </td>
                  <td data-label={t("state")}>
                    <div className="people-admin__badges">
                      <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                        {row.isActive ? t("active") : t("inactive")}
                      </span>
                      {row.onAbout ? (
                        <span className="admin-badge admin-badge--warn">{t("onAbout")}</span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={t("translations")}>
                    <TranslationBadges gaps={row.gaps} />
                  </td>
                  <td data-label={t("order")}>
                    <MoveButtons
                      id={row.id}
                      version={row.version}
                      title={row.name}
                      isFirst={index === 0}
                      isLast={index === rows.length - 1}
                      labels={{
                        up: t("moveUp"),
                        down: t("moveDown"),
                        upNamed: t("moveUpNamed", { name: row.name }),
                        downNamed: t("moveDownNamed", { name: row.name }),
                      }}
                    />
                  </td>
                  <td data-label={t("actions")}>
                    <div className="admin-content__actions">
                      <RowActionButton
                        id={row.id}
                        fields={{ version: row.version }}
                        title={row.name}
                        intent={row.isActive ? "deactivate" : "activate"}
                        label={row.isActive ? t("deactivate") : t("activate")}
                        namedLabel={t(row.isActive ? "deactivateNamed" : "activateNamed", {
                          name: row.name,
                        })}
                      />
                      <RowEditDeleteLinks
                        to={`/admin/team/${row.id}`}
                        labels={{
                          edit: t("edit"),
                          editNamed: t("editNamed", { name: row.name }),
                          delete: t("deleteAction"),
                          deleteNamed: t("deleteNamed", { name: row.name }),
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
    </>
  );
}
