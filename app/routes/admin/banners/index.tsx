import "#app/styles/admin-content.css";
import { Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { MoveButtons } from "#app/components/admin/move-buttons";
import { adminMeta } from "#app/components/admin/page-parts";
import { RowActionButton, RowEditDeleteLinks } from "#app/components/admin/row-actions";
import { TranslationBadges } from "#app/components/admin/translation-badges";
import { FormStatus } from "#app/components/ui/form";
import { bannerDealState } from "#app/domain/admin/banners-fields";
import { readMoveIntent } from "#app/domain/admin/move-intent";
import { officeToday } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listBanners, moveBanner, setBannerActive } from "#app/modules/admin/banners/banners.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const NOTICES = ["created", "saved", "deleted", "activated", "deactivated", "moved"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const t = serverT(context.language, "admin-banners");
  const today = officeToday();
  const done = url.searchParams.get("done");
  const title = url.searchParams.get("title")?.slice(0, 300) ?? "";
  const notice = NOTICES.find((key) => key === done) ? t(`notices.${done}`, { title }) : null;
  return {
    title: t("metaTitle"),
    messages: messagesFor(context.language, ["admin-banners", "admin-content"]),
    notice,
    banners: (await listBanners()).map((banner) => ({
      ...banner,
      deal: bannerDealState(banner, today),
    })),
  };
}

/** The list's own buttons: move a banner up or down, show or hide it. */
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
    const result = await moveBanner(move.id, version.data, move.direction, viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = "moved";
  } else if (intent === "activate" || intent === "deactivate") {
    const result = await setBannerActive(id, version.data, intent === "activate", viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = intent === "activate" ? "activated" : "deactivated";
  } else {
    return refuseForm(context.language, {}, invalid);
  }
  const title = form.get("title")?.toString().slice(0, 300) ?? "";
  throw redirect(`/admin/banners?done=${done}&title=${encodeURIComponent(title)}#banner-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Banners({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-banners");
  const { banners, notice } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("title")}>
        <a href="/" target="_blank" rel="noopener">
          {t("viewHome")}
        </a>
        <a href="/deals" target="_blank" rel="noopener">
          {t("viewDeals")}
        </a>
        <Link to="/admin/banners/new" className="btn btn-primary">
          {t("add")}
        </Link>
      </AdminPageHeader>
      <p className="admin-content__note">{t("intro")}</p>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      {actionData && "formError" in actionData && actionData.formError ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      {banners.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="banners">
            <caption className="sr-only">{t("title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("columns.title")}</th>
                <th scope="col">{t("columns.state")}</th>
                <th scope="col">{t("columns.deal")}</th>
                <th scope="col">{t("columns.tour")}</th>
                <th scope="col">{t("columns.translations")}</th>
                <th scope="col">{t("columns.order")}</th>
                <th scope="col">{t("columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {banners.map((banner, index) => (
                <tr key={banner.id} id={`banner-${banner.id}`}>
                  <td data-label={t("columns.title")}>
                    <Link to={`/admin/banners/${banner.id}`}>{banner.title}</Link>
                  </td>
                  <td data-label={t("columns.state")}>
                    <span className={banner.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                      {banner.isActive ? t("active") : t("inactive")}
                    </span>
                  </td>
                  <td data-label={t("columns.deal")}>
                    {t(`dealState.${banner.deal}`, {
                      percent: banner.discountPercent,
                      from: banner.validFrom,
                      until: banner.validUntil,
                    })}
                  </td>
                  <td data-label={t("columns.tour")}>{banner.tourTitle ?? t("noTour")}</td>
                  <td data-label={t("columns.translations")}>
                    <TranslationBadges gaps={banner.gaps} />
                  </td>
                  <td data-label={t("columns.order")}>
                    <MoveButtons
                      id={banner.id}
                      version={banner.version}
                      title={banner.title}
                      isFirst={index === 0}
                      isLast={index === banners.length - 1}
                      labels={{
                        up: t("moveUp"),
                        down: t("moveDown"),
                        upNamed: t("moveUpNamed", { title: banner.title }),
                        downNamed: t("moveDownNamed", { title: banner.title }),
                      }}
                    />
                  </td>
                  <td data-label={t("columns.actions")}>
                    <div className="admin-content__actions">
                      <RowActionButton
                        id={banner.id}
                        fields={{ version: banner.version }}
                        title={banner.title}
                        intent={banner.isActive ? "deactivate" : "activate"}
                        label={banner.isActive ? t("deactivate") : t("activate")}
                        namedLabel={t(banner.isActive ? "deactivateNamed" : "activateNamed", {
                          title: banner.title,
                        })}
                      />
                      <RowEditDeleteLinks
                        to={`/admin/banners/${banner.id}`}
                        labels={{
                          edit: t("edit"),
                          editNamed: t("editNamed", { title: banner.title }),
                          delete: t("deleteAction"),
                          deleteNamed: t("deleteNamed", { title: banner.title }),
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
