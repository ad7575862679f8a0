// /admin/departures/:id/manifest. Not named manifest.tsx: its chunk would be
// named manifest-*.js, the name of the route manifest the tests read.
import "#app/styles/admin-departures.css";
import { Link } from "react-router";
import { useDepartureFormats } from "#app/components/admin/departures/formats";
import { PrintButton } from "#app/components/admin/departures/print-button";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { roomsText } from "#app/domain/admin/manifest";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { sendCsvTo } from "#app/modules/admin/csv.server";
import { loadManifest } from "#app/modules/admin/departures/manifest.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/travellers";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const manifest = id ? await loadManifest(id, context.language) : null;
  if (!manifest) notFound();
  const url = new URL(request.url);
  sendCsvTo(url);
  const t = serverT(context.language, "admin-departures");
  return {
    title: t("manifest.metaTitle", {
      tour: manifest.departure.tourTitle,
      date: manifest.departure.startDate,
    }),
    ...manifest,
    messages: messagesFor(context.language, ["admin-departures"]),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function ManifestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-departures");
  const formats = useDepartureFormats();
  const { departure, travellers, heldSeats } = loaderData;
  const dates = `${formats.date(departure.startDate)} – ${formats.date(departure.endDate)}`;
  return (
    <div className="manifest">
      <AdminPageHeader title={t("manifest.title", { tour: departure.tourTitle })}>
        <PrintButton label={t("manifest.print")} />
        <a className="btn btn-ghost" href={`/admin/departures/${departure.id}/manifest.csv`} download>
          {t("manifest.csv")}
        </a>
      </AdminPageHeader>
      <p className="manifest__back">
        <Link to={`/admin/departures/${departure.id}`}>{t("manifest.back")}</Link>
      </p>
      <p className="manifest__facts">
        <strong>{dates}</strong> · {t("manifest.travellers", { count: travellers.length })}
      </p>
      <p className="manifest__note">
        {t("manifest.whoIsListed")} {heldSeats > 0 ? t("manifest.heldSeats", { count: heldSeats }) : null}
      </p>
      {travellers.length === 0 ? (
        <p className="empty-state">{t("manifest.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards manifest__table" data-testid="manifest">
            <caption className="sr-only">
              {t("manifest.caption", { tour: departure.tourTitle, dates })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("manifest.booking")}</th>
                <th scope="col">{t("manifest.name")}</th>
                <th scope="col">{t("manifest.age")}</th>
                <th scope="col">{t("manifest.nationality")}</th>
                <th scope="col">{t("manifest.passport")}</th>
                <th scope="col">{t("manifest.dietary")}</th>
                <th scope="col">{t("manifest.emergency")}</th>
                <th scope="col">{t("manifest.rooms")}</th>
                <th scope="col">{t("manifest.extras")}</th>
              </tr>
            </thead>
            <tbody>
              {travellers.map((row) => (
                <tr key={`${row.bookingId}-${row.position}`}>
                  <td data-label={t("manifest.booking")}>
                    <code>{row.reference}</code>
                  </td>
                  <td data-label={t("manifest.name")}>
                    {row.name || t("manifest.missing")}
                    <span className="manifest__kind"> ({t(`kind.${row.kind}`)})</span>
                  </td>
                  <td data-label={t("manifest.age")}>{row.age ?? t("manifest.missing")}</td>
                  <td data-label={t("manifest.nationality")}>{row.nationality ?? t("manifest.missing")}</td>
                  <td data-label={t("manifest.passport")}>
                    {row.passportNumber ?? t("manifest.missing")}
                    {row.passportExpiry ? (
                      <>
                        <br />
                        {t("manifest.expires", { date: formats.date(row.passportExpiry) })}
                      </>
                    ) : null}
                    {row.passportTooSoon ? (
                      <>
                        {" "}
                        <span className="admin-badge admin-badge--alert">{t("manifest.expiresSoon")}</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label={t("manifest.dietary")}>{row.dietary || "—"}</td>
                  <td data-label={t("manifest.emergency")}>{row.emergencyContact ?? "—"}</td>
                  <td data-label={t("manifest.rooms")}>
                    {roomsText(row.rooms, (type) => t(`rooms.${type}`)) || "—"}
                  </td>
                  <td data-label={t("manifest.extras")}>
                    {row.extras || "—"}
                    {row.specialRequests ? (
                      <>
                        <br />
                        <em>{row.specialRequests}</em>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
