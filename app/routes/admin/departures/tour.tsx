import "#app/styles/admin-departures.css";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { formState, StaffForm } from "#app/components/admin/departures/form-state";
import { useDepartureFormats } from "#app/components/admin/departures/formats";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { CheckField, Field, SelectField } from "#app/components/ui/form";
import { extraSchema, sharesSchema, tierSchema } from "#app/domain/admin/departure-forms";
import { EXTRA_BASES } from "#app/domain/booking/extras";
import { ROOM_TYPES } from "#app/domain/booking/rooms";
import { LANGUAGES } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { checkForm, refused, replyOf, savedAnswer } from "#app/modules/admin/departures/form-reply.server";
import {
  addTier,
  deleteTier,
  loadTourPricing,
  saveExtra,
  saveShares,
} from "#app/modules/admin/departures/tour-pricing.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/tour";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const tourId = positiveInt(params.tourId);
  const pricing = tourId ? await loadTourPricing(tourId) : null;
  if (!pricing) notFound();
  const t = serverT(context.language, "admin-departures");
  return {
    title: t("prices.metaTitle", { tour: pricing.tour.title }),
    ...pricing,
    messages: messagesFor(context.language, ["admin-departures"]),
  };
}

const stampField = z.object({ stamp: z.string().min(1).max(64) });
const LABEL_FIELDS = { labelEn: 120, labelDe: 120, labelFr: 120, labelEs: 120, labelZh: 120 };
const EXTRA_FIELDS = { key: 60, ...LABEL_FIELDS, price: 12, basis: 12, roomType: 10, displayOrder: 6 };

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const tourId = positiveInt(params.tourId);
  if (!tourId) notFound();
  const language = context.language;
  const intent = String(form.get("intent") ?? "");
  const actor = { actorUserId: viewer.id, now: new Date() };
  const raw = Object.fromEntries(form);
  const stamp = String(form.get("stamp") ?? "").slice(0, 64);

  if (intent === "shares") {
    const reply = replyOf(intent, form, { childPercent: 4, infantPercent: 4 });
    const checked = checkForm(sharesSchema.extend(stampField.shape), raw, language, reply);
    if (!checked.ok) return checked.response;
    const result = await saveShares(tourId, stamp, checked.data, actor);
    if (!result.ok) return refused(language, reply, result);
    return savedAnswer(language, reply, "prices.saved");
  }
  if (intent === "addTier") {
    const reply = replyOf(intent, form, { minTravellers: 4, maxTravellers: 4, pricePerPerson: 12 });
    const checked = checkForm(tierSchema, raw, language, reply);
    if (!checked.ok) return checked.response;
    const result = await addTier(tourId, stamp, checked.data, actor);
    if (!result.ok) return refused(language, reply, result);
    return savedAnswer(language, reply, "tiers.added");
  }
  if (intent === "deleteTier") {
    const tierId = positiveInt(String(form.get("tierId") ?? ""));
    const reply = replyOf(intent, form, {});
    if (!tierId) throw data(null, { status: 400 });
    const result = await deleteTier(tourId, stamp, tierId, actor);
    if (!result.ok) return refused(language, reply, result);
    return savedAnswer(language, reply, "tiers.deleted");
  }
  if (intent === "extra") {
    const extraId = positiveInt(String(form.get("extraId") ?? ""));
    const reply = replyOf(intent, form, EXTRA_FIELDS, extraId);
    reply.values.isActive = form.get("isActive") === "on" ? "on" : "";
    const checked = checkForm(extraSchema, raw, language, reply);
    if (!checked.ok) return checked.response;
    const result = await saveExtra(tourId, stamp, extraId, checked.data, actor);
    if (!result.ok) return refused(language, reply, result);
    return savedAnswer(language, reply, extraId ? "extras.saved" : "extras.added");
  }
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

type PageData = Route.ComponentProps["loaderData"];

export default function TourPricesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-departures");
  const { tour } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("prices.title", { tour: tour.title })} />
      <p>
        <Link to={`/admin/departures?tour=${tour.id}`}>{t("prices.back")}</Link>
      </p>
      <Shares {...loaderData} answer={actionData} />
      <Tiers {...loaderData} answer={actionData} />
      <Extras {...loaderData} answer={actionData} />
    </>
  );
}

function Shares({ tour, stamp, answer }: PageData & { answer: unknown }) {
  const { t } = useTranslation("admin-departures");
  const state = formState(answer, "shares");
  return (
    <section className="admin-card" aria-labelledby="shares-title">
      <h2 id="shares-title">{t("prices.sharesTitle")}</h2>
      <StaffForm idPrefix="shares" state={state}>
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="shares" />
          <input type="hidden" name="stamp" value={stamp} />
          <div className="admin-form__row">
            <Field
              name="childPercent"
              type="number"
              min={0}
              max={100}
              label={t("field.childPercent")}
              hint={t("field.childPercentHint")}
              defaultValue={state.values.childPercent ?? String(tour.childPricePercent)}
              error={state.errors.childPercent}
            />
            <Field
              name="infantPercent"
              type="number"
              min={0}
              max={100}
              label={t("field.infantPercent")}
              hint={t("field.infantPercentHint")}
              defaultValue={state.values.infantPercent ?? String(tour.infantPricePercent)}
              error={state.errors.infantPercent}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            {t("prices.saveShares")}
          </button>
        </Form>
      </StaffForm>
    </section>
  );
}

function Tiers({ tiers, stamp, answer }: PageData & { answer: unknown }) {
  const { t } = useTranslation("admin-departures");
  const formats = useDepartureFormats();
  const add = formState(answer, "addTier");
  const removed = formState(answer, "deleteTier");
  return (
    <section className="admin-card" aria-labelledby="tiers-title">
      <h2 id="tiers-title">{t("tiers.title")}</h2>
      <p>{t("tiers.lead")}</p>
      <StaffForm idPrefix="tiers" state={removed}>
        {tiers.length === 0 ? (
          <p className="empty-state">{t("tiers.empty")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--cards" data-testid="price-tiers">
              <caption className="sr-only">{t("tiers.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("tiers.travellers")}</th>
                  <th scope="col">{t("tiers.price")}</th>
                  <th scope="col">{t("col.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {tiers.map((tier) => (
                  <tr key={tier.id}>
                    <td data-label={t("tiers.travellers")}>
                      {t("tiers.range", { min: tier.minTravellers, max: tier.maxTravellers })}
                    </td>
                    <td data-label={t("tiers.price")}>{formats.money(tier.pricePerPerson)}</td>
                    <td data-label={t("col.actions")}>
                      <Form method="post">
                        <input type="hidden" name="intent" value="deleteTier" />
                        <input type="hidden" name="stamp" value={stamp} />
                        <input type="hidden" name="tierId" value={tier.id} />
                        <button type="submit" className="btn btn-ghost">
                          {t("tiers.delete")}
                          <span className="sr-only">
                            {" "}
                            {t("tiers.range", { min: tier.minTravellers, max: tier.maxTravellers })}
                          </span>
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </StaffForm>
      <h3>{t("tiers.addTitle")}</h3>
      <StaffForm idPrefix="tier" state={add}>
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="addTier" />
          <input type="hidden" name="stamp" value={stamp} />
          <div className="admin-form__row">
            <Field
              name="minTravellers"
              type="number"
              min={1}
              label={t("field.minTravellers")}
              defaultValue={add.values.minTravellers}
              error={add.errors.minTravellers}
            />
            <Field
              name="maxTravellers"
              type="number"
              min={1}
              label={t("field.maxTravellers")}
              defaultValue={add.values.maxTravellers}
              error={add.errors.maxTravellers}
            />
            <Field
              name="pricePerPerson"
              inputMode="decimal"
              label={t("field.pricePerPerson")}
              defaultValue={add.values.pricePerPerson}
              error={add.errors.pricePerPerson}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            {t("tiers.add")}
          </button>
        </Form>
      </StaffForm>
    </section>
  );
}

type ExtraRow = PageData["extras"][number];

function Extras({ extras, stamp, answer }: PageData & { answer: unknown }) {
  const { t } = useTranslation("admin-departures");
  return (
    <section className="admin-card" aria-labelledby="extras-title">
      <h2 id="extras-title">{t("extras.title")}</h2>
      <p>{t("extras.lead")}</p>
      {extras.length === 0 ? <p className="empty-state">{t("extras.empty")}</p> : null}
      {extras.map((extra) => (
        <details
          key={extra.id}
          className="departures-extra"
          open={refusedHere(answer, extra.id) || undefined}
        >
          <summary>
            {extra.label.en} <code>{extra.key}</code>
            {extra.isActive ? null : <span className="admin-badge">{t("extras.retired")}</span>}
          </summary>
          <ExtraForm extra={extra} stamp={stamp} answer={answer} />
        </details>
      ))}
      <h3>{t("extras.addTitle")}</h3>
      <ExtraForm extra={null} stamp={stamp} answer={answer} />
    </section>
  );
}

/** Whether the answer refused this extra's form: its details are opened to show why. */
function refusedHere(answer: unknown, extraId: number): boolean {
  const state = formState(answer, "extra", extraId);
  return state.formError !== null || Object.keys(state.errors).length > 0;
}

const LABEL_NAMES = { en: "labelEn", de: "labelDe", fr: "labelFr", es: "labelEs", zh: "labelZh" } as const;

function ExtraForm({ extra, stamp, answer }: { extra: ExtraRow | null; stamp: string; answer: unknown }) {
  const { t } = useTranslation("admin-departures");
  const formats = useDepartureFormats();
  const state = formState(answer, "extra", extra?.id ?? null);
  const typed = Object.keys(state.values).length > 0;
  const value = (name: string, current: string) => (typed ? (state.values[name] ?? "") : current);
  return (
    <StaffForm idPrefix={extra ? `extra-${extra.id}` : "extra-new"} state={state}>
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="intent" value="extra" />
        <input type="hidden" name="stamp" value={stamp} />
        {extra ? <input type="hidden" name="extraId" value={extra.id} /> : null}
        <div className="admin-form__row">
          <Field
            name="key"
            label={t("field.key")}
            hint={t("field.keyHint")}
            defaultValue={value("key", extra?.key ?? "")}
            error={state.errors.key}
          />
          <Field
            name="price"
            inputMode="decimal"
            label={t("field.extraPrice")}
            defaultValue={value("price", extra ? formats.dollarsField(extra.priceCents) : "")}
            error={state.errors.price}
          />
          <SelectField
            name="basis"
            label={t("field.basis")}
            options={EXTRA_BASES.map((basis) => ({ value: basis, label: t(`basis.${basis}`) }))}
            defaultValue={value("basis", extra?.basis ?? "per_booking")}
            error={state.errors.basis}
          />
          <SelectField
            name="roomType"
            label={t("field.roomType")}
            hint={t("field.roomTypeHint")}
            options={[
              { value: "", label: t("field.anyRoom") },
              ...ROOM_TYPES.map((type) => ({ value: type, label: t(`rooms.${type}`) })),
            ]}
            defaultValue={value("roomType", extra?.roomType ?? "")}
            error={state.errors.roomType}
          />
        </div>
        <div className="admin-form__row">
          {LANGUAGES.map((language) => (
            <Field
              key={language}
              name={LABEL_NAMES[language]}
              label={t(`field.label.${language}`)}
              required={language === "en"}
              defaultValue={value(LABEL_NAMES[language], extra?.label[language] ?? "")}
              error={state.errors[LABEL_NAMES[language]]}
            />
          ))}
        </div>
        <div className="admin-form__row">
          <Field
            name="displayOrder"
            type="number"
            min={0}
            label={t("field.displayOrder")}
            defaultValue={value("displayOrder", String(extra?.displayOrder ?? 0))}
            error={state.errors.displayOrder}
          />
          <CheckField
            name="isActive"
            label={t("field.isActive")}
            defaultChecked={typed ? state.values.isActive === "on" : (extra?.isActive ?? true)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {extra ? t("extras.save") : t("extras.add")}
        </button>
      </Form>
    </StaffForm>
  );
}
