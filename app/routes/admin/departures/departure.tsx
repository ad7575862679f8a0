import "#app/styles/admin-departures.css";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { formState, StaffForm } from "#app/components/admin/departures/form-state";
import { LabelBadge, StatusBadge, useDepartureFormats } from "#app/components/admin/departures/formats";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { Field } from "#app/components/ui/form";
import { GUIDE_NAME_MAX, MAX_CAPACITY, PHONE_MAX } from "#app/domain/admin/departure-fields";
import {
  departureEditSchema,
  departureGuideSchema,
  departureStatusSchema,
} from "#app/domain/admin/departure-forms";
import type { DepartureStatus } from "#app/domain/catalogue/availability";
import { officeToday } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  setDepartureGuide,
  setDepartureStatus,
  updateDeparture,
} from "#app/modules/admin/departures/departure-edits.server";
import { departureForEdit } from "#app/modules/admin/departures/departure-list.server";
import { checkForm, refused, replyOf, savedAnswer } from "#app/modules/admin/departures/form-reply.server";
import { versionField } from "#app/modules/admin/versions.server";
import { env } from "#app/modules/config/env.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/departure";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const departure = id ? await departureForEdit(id, officeToday()) : null;
  if (!departure) notFound();
  const t = serverT(context.language, "admin-departures");
  return {
    title: t("edit.metaTitle", { tour: departure.tourTitle, date: departure.startDate }),
    departure,
    defaultLimitedSeats: env().AVAILABILITY_LIMITED_SEATS,
    messages: messagesFor(context.language, ["admin-departures"]),
  };
}

const FIELDS = { capacity: 6, price: 12, limitedSeats: 6 };
/** What a refused guide form shows again: a little more than allowed, so "too long" is seen. */
const GUIDE_FIELDS = { guideName: GUIDE_NAME_MAX * 2, guidePhone: PHONE_MAX * 2 };

const withVersion = z.object({ version: versionField });

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const language = context.language;
  const intent = String(form.get("intent") ?? "");
  const actor = { actorUserId: viewer.id, now: new Date() };
  const raw = Object.fromEntries(form);

  if (intent === "update") {
    const reply = replyOf(intent, form, FIELDS);
    const checked = checkForm(departureEditSchema.extend(withVersion.shape), raw, language, reply);
    if (!checked.ok) return checked.response;
    const { version, ...edit } = checked.data;
    const result = await updateDeparture(id, version, edit, actor);
    if (!result.ok) return refused(language, reply, result);
    return savedAnswer(language, reply, "edit.saved");
  }
  if (intent === "guide") {
    const reply = replyOf(intent, form, GUIDE_FIELDS);
    const checked = checkForm(departureGuideSchema.extend(withVersion.shape), raw, language, reply);
    if (!checked.ok) return checked.response;
    const { version, ...guide } = checked.data;
    const result = await setDepartureGuide(id, version, guide, actor);
    if (!result.ok) return refused(language, reply, result);
    return savedAnswer(language, reply, "edit.guideSaved");
  }
  if (intent === "status") {
    const reply = replyOf(intent, form, {});
    const checked = checkForm(departureStatusSchema.extend(withVersion.shape), raw, language, reply);
    if (!checked.ok) return checked.response;
    const result = await setDepartureStatus(id, checked.data.version, checked.data.status, actor);
    if (!result.ok) return refused(language, reply, result);
    return savedAnswer(language, reply, `statusSaved.${checked.data.status}`);
  }
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

/** The moves offered from each status: closing keeps the bookings, cancelling needs none left. */
const STATUS_MOVES: Record<DepartureStatus, DepartureStatus[]> = {
  scheduled: ["on_request", "closed", "cancelled"],
  on_request: ["scheduled", "closed", "cancelled"],
  closed: ["scheduled", "cancelled"],
  cancelled: ["scheduled"],
};

export default function DeparturePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-departures");
  const formats = useDepartureFormats();
  const { departure, defaultLimitedSeats } = loaderData;
  const edit = formState(actionData, "update");
  const status = formState(actionData, "status");
  const guide = formState(actionData, "guide");
  const value = (name: string, current: string) => edit.values[name] ?? current;
  return (
    <>
      <AdminPageHeader
        title={t("edit.title", { tour: departure.tourTitle, date: formats.date(departure.startDate) })}
      >
        <Link className="btn btn-ghost" to={`/admin/departures/${departure.id}/manifest`}>
          {t("list.manifest")}
        </Link>
        <Link className="btn btn-ghost" to={`/admin/departures/tour/${departure.tourId}`}>
          {t("tourPrices", { tour: departure.tourTitle })}
        </Link>
      </AdminPageHeader>
      <p>
        <Link to={`/admin/departures?tour=${departure.tourId}`}>{t("edit.back")}</Link>
      </p>
      <section className="admin-card" aria-labelledby="summary-title">
        <h2 id="summary-title">{t("edit.summary")}</h2>
        <dl className="departures-summary">
          <dt>{t("col.start")}</dt>
          <dd>{formats.date(departure.startDate)}</dd>
          <dt>{t("col.end")}</dt>
          <dd>{formats.date(departure.endDate)}</dd>
          <dt>{t("col.taken")}</dt>
          <dd data-testid="seats-taken">{departure.seatsTaken}</dd>
          <dt>{t("col.held")}</dt>
          <dd>{departure.seatsHeld}</dd>
          <dt>{t("col.left")}</dt>
          <dd>{departure.seatsLeft}</dd>
          <dt>{t("col.status")}</dt>
          <dd>
            <StatusBadge status={departure.status} />
          </dd>
          <dt>{t("col.label")}</dt>
          <dd>
            <LabelBadge label={departure.label} />
          </dd>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="edit-title">
        <h2 id="edit-title">{t("edit.formTitle")}</h2>
        <StaffForm idPrefix="edit" state={edit}>
          <Form method="post" className="admin-form" noValidate>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="version" value={departure.version} />
            <div className="admin-form__row">
              <Field
                name="capacity"
                type="number"
                min={1}
                max={MAX_CAPACITY}
                required
                label={t("field.capacity")}
                hint={t("field.capacityHint", { count: departure.seatsTaken + departure.seatsHeld })}
                defaultValue={value("capacity", String(departure.capacity))}
                error={edit.errors.capacity}
              />
              <Field
                name="price"
                inputMode="decimal"
                label={t("field.price")}
                hint={t("field.priceHint")}
                defaultValue={value("price", formats.dollarsField(departure.price))}
                error={edit.errors.price}
              />
              <Field
                name="limitedSeats"
                type="number"
                min={0}
                label={t("field.limitedSeats")}
                hint={t("field.limitedSeatsDefault", { count: defaultLimitedSeats })}
                defaultValue={value(
                  "limitedSeats",
                  departure.limitedSeats === null ? "" : String(departure.limitedSeats),
                )}
                error={edit.errors.limitedSeats}
              />
            </div>
            <button type="submit" className="btn btn-primary">
              {t("edit.submit")}
            </button>
          </Form>
        </StaffForm>
      </section>
      <section className="admin-card" aria-labelledby="guide-title">
        <h2 id="guide-title">{t("field.guide")}</h2>
        <StaffForm idPrefix="guide" state={guide}>
          <Form method="post" className="admin-form" noValidate>
            <input type="hidden" name="intent" value="guide" />
            <input type="hidden" name="version" value={departure.version} />
            <div className="admin-form__row">
              <Field
                name="guideName"
                label={t("field.guideName")}
                hint={t("field.guideNameHint")}
                maxLength={GUIDE_NAME_MAX}
                autoComplete="off"
                defaultValue={guide.values.guideName ?? departure.guideName ?? ""}
                error={guide.errors.guideName}
              />
              <Field
                name="guidePhone"
                type="tel"
                label={t("field.guidePhone")}
                hint={t("field.guidePhoneHint")}
                maxLength={PHONE_MAX}
                autoComplete="off"
                defaultValue={guide.values.guidePhone ?? departure.guidePhone ?? ""}
                error={guide.errors.guidePhone}
              />
            </div>
            <button type="submit" className="btn btn-primary">
              {t("edit.submit")}
            </button>
          </Form>
        </StaffForm>
      </section>
      <section className="admin-card" aria-labelledby="status-title">
        <h2 id="status-title">{t("edit.statusTitle")}</h2>
        <p>{t("edit.statusHelp")}</p>
        <StaffForm idPrefix="status" state={status}>
          <div className="departures-status-actions">
            {STATUS_MOVES[departure.status].map((next) => (
              <Form method="post" key={next}>
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="version" value={departure.version} />
                <input type="hidden" name="status" value={next} />
                <button
                  type="submit"
                  className={next === "cancelled" ? "btn btn-ghost departures-danger" : "btn btn-ghost"}
                >
                  {t(`statusAction.${next}`)}
                </button>
              </Form>
            ))}
          </div>
        </StaffForm>
      </section>
    </>
  );
}
