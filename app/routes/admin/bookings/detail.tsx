import "#app/styles/admin-bookings.css";
import { randomUUID } from "node:crypto";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { BookingStatusBadge } from "#app/components/admin/booking-status";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { Field, FormScope, FormStatus, SelectField, TextArea } from "#app/components/ui/form";
import { db } from "#app/db/client.server";
import type { ActionFailure } from "#app/domain/action-result";
import { ACTION_SCHEMAS, NOTE_SCHEMA, RESEND_SCHEMA, schemaErrors } from "#app/domain/admin/bookings";
import { type BookingActionName, OFFLINE_METHODS } from "#app/domain/admin/bookings-fields";
import { formatCharge } from "#app/domain/booking/charge";
import type { CurrencyCode } from "#app/domain/currency";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { bookingDetail, bookingIdOf } from "#app/modules/admin/bookings/detail.server";
import { moveToDeparture } from "#app/modules/admin/bookings/move-departure.server";
import { recordOfflinePayment } from "#app/modules/admin/bookings/offline-payment.server";
import { confirmRequest, declineRequest } from "#app/modules/admin/bookings/requests.server";
import {
  addBookingNote,
  markCompleted,
  resendBookingMail,
  staffCancel,
  staffRefund,
} from "#app/modules/admin/bookings/staff-actions.server";
import { versionField } from "#app/modules/admin/versions.server";
import { translateFailure, translateFieldErrors, typedValues } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/detail";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const detail = await bookingDetail(params.reference);
  if (!detail) notFound();
  return {
    title: serverT(context.language, "admin-bookings")("detailMetaTitle", {
      reference: detail.booking.reference,
    }),
    messages: messagesFor(context.language, ["admin-bookings"]),
    detail,
    // The refund form's idempotency key: a double click or a retry is the same refund.
    refundKey: `staff-refund-${randomUUID()}`,
  };
}

type Intent = BookingActionName | "note" | "resend";

type Reply = {
  intent: Intent | null;
  ok: boolean;
  message: string | null;
  fieldErrors: Record<string, string>;
  formError: string | null;
  values: Record<string, string>;
};

const TYPED = { reason: 500, reference: 100, amount: 20, body: 4000, departure: 12, method: 20 } as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const bookingId = await bookingIdOf(params.reference);
  if (bookingId === null) notFound();
  const { language } = context;
  const t = serverT(language, "admin-bookings");
  const raw = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
  const intent = raw.intent as Intent;
  const values = typedValues(form, TYPED) as Record<string, string>;
  const act = { bookingId, actorUserId: viewer.id, now: new Date() };

  const refuse = (failure: Omit<ActionFailure, "ok">) => {
    const { message, fieldErrors } = translateFailure(language, failure);
    return data<Reply>(
      { intent, ok: false, message: null, fieldErrors, formError: failure.field ? null : message, values },
      { status: failure.status },
    );
  };
  const invalid = (error: z.ZodError) =>
    data<Reply>(
      {
        intent,
        ok: false,
        message: null,
        fieldErrors: translateFieldErrors(language, schemaErrors(error)),
        formError: null,
        values,
      },
      { status: 400 },
    );
  const done = (key: string, vars: Record<string, unknown> = {}): Reply => ({
    intent,
    ok: true,
    message: t(key, vars),
    fieldErrors: {},
    formError: null,
    values: {},
  });

  if (intent === "note") {
    const parsed = NOTE_SCHEMA.safeParse(raw);
    if (!parsed.success) return invalid(parsed.error);
    const result = await addBookingNote(db(), { ...act, body: parsed.data.body });
    return result.ok ? done("action.note.done") : refuse(result);
  }
  if (intent === "resend") {
    const parsed = RESEND_SCHEMA.safeParse(raw);
    if (!parsed.success) return invalid(parsed.error);
    const result = await resendBookingMail(db(), { ...act, outboxId: parsed.data.mail });
    return result.ok ? done("action.resend.done") : refuse(result);
  }
  if (!Object.hasOwn(ACTION_SCHEMAS, intent ?? ""))
    return refuse({ status: 400, message: "admin:form.invalid" });
  const version = versionField.safeParse(raw.version);
  if (!version.success) return refuse({ status: 400, message: "admin-bookings:form.stale" });
  const versioned = { ...act, version: version.data };

  switch (intent) {
    case "confirmRequest": {
      const result = await confirmRequest(db(), versioned);
      return result.ok ? done("action.confirmRequest.done") : refuse(result);
    }
    case "declineRequest": {
      const parsed = ACTION_SCHEMAS.declineRequest.safeParse(raw);
      if (!parsed.success) return invalid(parsed.error);
      const result = await declineRequest(db(), { ...versioned, reason: parsed.data.reason });
      return result.ok ? done("action.declineRequest.done") : refuse(result);
    }
    case "offlinePayment": {
      const parsed = ACTION_SCHEMAS.offlinePayment.safeParse(raw);
      if (!parsed.success) return invalid(parsed.error);
      const result = await recordOfflinePayment(db(), {
        ...versioned,
        method: parsed.data.method,
        reference: parsed.data.reference,
        amountCents: parsed.data.amount,
      });
      return result.ok ? done("action.offlinePayment.done") : refuse(result);
    }
    case "refund": {
      const parsed = ACTION_SCHEMAS.refund.safeParse(raw);
      if (!parsed.success) return invalid(parsed.error);
      const result = await staffRefund(db(), {
        ...versioned,
        amountCents: parsed.data.amount,
        reason: parsed.data.reason,
        key: parsed.data.key,
      });
      if (!result.ok) return refuse(result);
      return done("action.refund.done", { amount: formatCharge(result.amountCents, language) });
    }
    case "cancel": {
      const parsed = ACTION_SCHEMAS.cancel.safeParse(raw);
      if (!parsed.success) return invalid(parsed.error);
      const result = await staffCancel(db(), { ...versioned, reason: parsed.data.reason });
      return result.ok ? done("action.cancel.done") : refuse(result);
    }
    case "move": {
      const parsed = ACTION_SCHEMAS.move.safeParse(raw);
      if (!parsed.success) return invalid(parsed.error);
      const result = await moveToDeparture(db(), {
        ...versioned,
        departureId: parsed.data.departure,
        reason: parsed.data.reason,
      });
      return result.ok ? done("action.move.done") : refuse(result);
    }
    case "complete": {
      const result = await markCompleted(db(), versioned);
      return result.ok ? done("action.complete.done") : refuse(result);
    }
  }
  return refuse({ status: 400, message: "admin:form.invalid" });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

type Detail = Route.ComponentProps["loaderData"]["detail"];

function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className="admin-card" aria-labelledby={id ? `${id}-title` : undefined} id={id}>
      <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
      {children}
    </section>
  );
}

function useFormats() {
  const { language } = usePreferences();
  const when = useOfficeDateTime();
  return {
    usd: (cents: number) => formatCharge(cents, language),
    charged: (minor: number, currency: string) => formatCharge(minor, language, currency as CurrencyCode),
    when: (value: Date | string | null) => (value ? when.format(new Date(value)) : "—"),
  };
}

/** One action's form: the intent, the booking's version, its fields and its own answer. */
function ActionForm({
  intent,
  version,
  reply,
  submit,
  children,
  danger = false,
}: {
  intent: Intent;
  version?: number;
  reply: Reply | undefined;
  submit: string;
  children?: ReactNode;
  danger?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const mine = reply?.intent === intent ? reply : undefined;
  return (
    <FormScope.Provider value={{ variant: "site", idPrefix: intent }}>
      <Form method="post" className="admin-form" data-action={intent} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {version === undefined ? null : <input type="hidden" name="version" value={version} />}
        {mine?.formError ? <FormStatus tone="error">{mine.formError}</FormStatus> : null}
        {children}
        <div>
          <button type="submit" className={danger ? "btn btn-outline" : "btn btn-primary"} disabled={busy}>
            {submit}
          </button>
        </div>
      </Form>
    </FormScope.Provider>
  );
}

function ReasonField({ reply, intent, label }: { reply: Reply | undefined; intent: Intent; label: string }) {
  const mine = reply?.intent === intent ? reply : undefined;
  return (
    <TextArea
      name="reason"
      label={label}
      rows={2}
      maxLength={500}
      required
      defaultValue={mine?.values.reason ?? ""}
      error={mine?.fieldErrors.reason}
    />
  );
}

function Actions({
  detail,
  reply,
  refundKey,
}: {
  detail: Detail;
  reply: Reply | undefined;
  refundKey: string;
}) {
  const { t } = useTranslation("admin-bookings");
  const f = useFormats();
  const { booking } = detail;
  const version = booking.version;
  const mine = (intent: Intent) => (reply?.intent === intent ? reply : undefined);
  const has = (action: BookingActionName) => detail.actions.includes(action);
  if (detail.actions.length === 0) return <p>{t("detail.noActions")}</p>;
  return (
    <div className="admin-bookings-actions">
      {has("confirmRequest") ? (
        <div className="admin-bookings-action">
          <h3>{t("action.confirmRequest.title")}</h3>
          <p>{t("action.confirmRequest.text")}</p>
          <ActionForm
            intent="confirmRequest"
            version={version}
            reply={reply}
            submit={t("action.confirmRequest.submit")}
          />
        </div>
      ) : null}
      {has("declineRequest") ? (
        <div className="admin-bookings-action">
          <h3>{t("action.declineRequest.title")}</h3>
          <ActionForm
            intent="declineRequest"
            version={version}
            reply={reply}
            submit={t("action.declineRequest.submit")}
            danger
          >
            <ReasonField reply={reply} intent="declineRequest" label={t("action.declineRequest.reason")} />
          </ActionForm>
        </div>
      ) : null}
      {has("offlinePayment") ? (
        <div className="admin-bookings-action">
          <h3>{t("action.offlinePayment.title")}</h3>
          <p>{t("action.offlinePayment.due", { amount: f.usd(detail.dueCents) })}</p>
          <ActionForm
            intent="offlinePayment"
            version={version}
            reply={reply}
            submit={t("action.offlinePayment.submit")}
          >
            <SelectField
              name="method"
              label={t("action.offlinePayment.method")}
              defaultValue={mine("offlinePayment")?.values.method ?? "bank_transfer"}
              error={mine("offlinePayment")?.fieldErrors.method}
              options={OFFLINE_METHODS.map((m) => ({ value: m, label: t(`detail.methods.${m}`) }))}
            />
            <Field
              name="reference"
              label={t("action.offlinePayment.reference")}
              maxLength={100}
              required
              autoComplete="off"
              defaultValue={mine("offlinePayment")?.values.reference ?? ""}
              error={mine("offlinePayment")?.fieldErrors.reference}
            />
            <Field
              name="amount"
              label={t("action.offlinePayment.amount")}
              inputMode="decimal"
              required
              defaultValue={mine("offlinePayment")?.values.amount ?? (detail.dueCents / 100).toFixed(2)}
              error={mine("offlinePayment")?.fieldErrors.amount}
            />
          </ActionForm>
        </div>
      ) : null}
      {has("refund") ? (
        <div className="admin-bookings-action">
          <h3>{t("action.refund.title")}</h3>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>{t("action.refund.scaleCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("action.refund.days")}</th>
                  <th scope="col">{t("action.refund.kept")}</th>
                </tr>
              </thead>
              <tbody>
                {detail.scale.tiers.map((tier) => (
                  <tr key={tier.minDays}>
                    <td>
                      {tier.maxDays === null
                        ? t("action.refund.daysFrom", { min: tier.minDays })
                        : t("action.refund.daysRange", { min: tier.minDays, max: tier.maxDays })}
                    </td>
                    <td>{t("action.refund.keptPercent", { percent: tier.keepPercent })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            {detail.scale.refundToday === null
              ? t("action.refund.noScale")
              : t("action.refund.scaleToday", { amount: f.usd(detail.scale.refundToday) })}{" "}
            {t("action.refund.refundable", { amount: f.usd(detail.refundableCents) })}
          </p>
          <ActionForm intent="refund" version={version} reply={reply} submit={t("action.refund.submit")}>
            <input type="hidden" name="key" value={refundKey} />
            <Field
              name="amount"
              label={t("action.refund.amount")}
              hint={t("action.refund.amountHint")}
              inputMode="decimal"
              defaultValue={mine("refund")?.values.amount ?? ""}
              error={mine("refund")?.fieldErrors.amount}
            />
            <ReasonField reply={reply} intent="refund" label={t("action.refund.reason")} />
          </ActionForm>
        </div>
      ) : null}
      {has("move") ? (
        <div className="admin-bookings-action">
          <h3>{t("action.move.title")}</h3>
          {detail.moveChoices.length === 0 ? (
            <p>{t("action.move.none")}</p>
          ) : (
            <ActionForm intent="move" version={version} reply={reply} submit={t("action.move.submit")}>
              <SelectField
                name="departure"
                label={t("action.move.departure")}
                defaultValue={mine("move")?.values.departure ?? ""}
                error={mine("move")?.fieldErrors.departure}
                options={[
                  { value: "", label: t("action.move.choose") },
                  ...detail.moveChoices.map((d) => ({
                    value: String(d.id),
                    label:
                      d.status === "on_request"
                        ? t("action.move.onRequest", { date: d.startDate })
                        : t("action.move.option", { date: d.startDate, seats: d.seatsLeft }),
                  })),
                ]}
              />
              <ReasonField reply={reply} intent="move" label={t("action.move.reason")} />
            </ActionForm>
          )}
        </div>
      ) : null}
      {has("complete") ? (
        <div className="admin-bookings-action">
          <h3>{t("action.complete.title")}</h3>
          <p>{t("action.complete.text")}</p>
          <ActionForm
            intent="complete"
            version={version}
            reply={reply}
            submit={t("action.complete.submit")}
          />
        </div>
      ) : null}
      {has("cancel") ? (
        <div className="admin-bookings-action">
          <h3>{t("action.cancel.title")}</h3>
          <p>{t("action.cancel.text")}</p>
          <ActionForm
            intent="cancel"
            version={version}
            reply={reply}
            submit={t("action.cancel.submit")}
            danger
          >
            <ReasonField reply={reply} intent="cancel" label={t("action.cancel.reason")} />
          </ActionForm>
        </div>
      ) : null}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children || "—"}</dd>
    </>
  );
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-bookings");
  const f = useFormats();
  const { detail, refundKey } = loaderData;
  const reply = actionData as Reply | undefined;
  const { booking, account, tour, departure } = detail;
  const mine = (intent: Intent) => (reply?.intent === intent ? reply : undefined);
  return (
    <>
      <p>
        <Link to="/admin/bookings">← {t("detail.back")}</Link>
      </p>
      <AdminPageHeader title={booking.reference}>
        <BookingStatusBadge status={booking.status} />
      </AdminPageHeader>
      {/* What an action did, above everything: its form may be gone once it is done (a paid booking has no payment form). */}
      {reply?.ok && reply.message ? <FormStatus tone="success">{reply.message}</FormStatus> : null}
      {booking.flaggedForStaff ? (
        <p className="admin-bookings-flag" role="note">
          {t("detail.flagReason", { reason: booking.flagReason ?? "" })}
        </p>
      ) : null}
      {booking.cancellationRequestedAt ? (
        <p className="admin-bookings-flag" role="note">
          {t("detail.cancellationRequested", {
            date: f.when(booking.cancellationRequestedAt),
            note: booking.cancellationNote ?? "",
          })}
        </p>
      ) : null}

      <div className="admin-bookings-grid">
        <Card title={t("detail.summary")} id="summary">
          <dl className="admin-bookings-facts">
            <Row label={t("detail.tour")}>
              <a href={`/tours/${tour.slug}`}>{tour.title}</a>
            </Row>
            <Row label={t("detail.dates")}>
              {departure?.startDate ? `${departure.startDate} – ${departure.endDate}` : null}
              {booking.requestedStartDate ? (
                <div>{t("detail.requestedDate", { date: booking.requestedStartDate })}</div>
              ) : null}
              {booking.requestAcceptedAt ? (
                <div>{t("detail.requestAccepted", { date: f.when(booking.requestAcceptedAt) })}</div>
              ) : null}
            </Row>
            <Row label={t("detail.party")}>
              {t("detail.partyValue", {
                adults: booking.adults,
                children: booking.children,
                infants: booking.infants,
              })}
            </Row>
            <Row label={t("detail.rooms")}>
              {Object.entries(booking.rooms)
                .filter(([, n]) => (n ?? 0) > 0)
                .map(([type, n]) => `${t(`detail.roomTypes.${type}`)} × ${n}`)
                .join(", ")}
            </Row>
            <Row label={t("detail.created")}>{f.when(booking.createdAt)}</Row>
            <Row label={t("detail.source")}>{booking.source}</Row>
            <Row label={t("detail.promo")}>{booking.promoCode}</Row>
            <Row label={t("detail.language")}>{booking.language}</Row>
          </dl>
        </Card>

        <Card title={t("detail.lead")} id="lead">
          <dl className="admin-bookings-facts">
            <Row label={t("detail.name")}>{booking.leadFullName}</Row>
            <Row label={t("detail.email")}>{booking.leadEmail}</Row>
            <Row label={t("detail.phone")}>{booking.leadPhone}</Row>
            <Row label={t("detail.country")}>{booking.leadCountry}</Row>
            <Row label={t("detail.account")}>
              {[account.fullName, account.email, account.phone].filter(Boolean).join(" · ")}
            </Row>
            <Row label={t("detail.emergency")}>
              {[booking.emergencyContactName, booking.emergencyContactRelation, booking.emergencyContactPhone]
                .filter(Boolean)
                .join(" · ")}
            </Row>
            <Row label={t("detail.dietary")}>{booking.dietaryRequirements}</Row>
            <Row label={t("detail.requests")}>{booking.specialRequests}</Row>
          </dl>
        </Card>
      </div>

      <Card title={t("detail.actions")} id="actions">
        <Actions detail={detail} reply={reply} refundKey={refundKey} />
      </Card>

      <Card title={t("detail.travellers")} id="travellers">
        {detail.travellers.length === 0 ? (
          <p>{t("detail.noTravellers")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--cards">
              <caption className="sr-only">{t("detail.travellersCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("detail.position")}</th>
                  <th scope="col">{t("detail.name")}</th>
                  <th scope="col">{t("detail.kind")}</th>
                  <th scope="col">{t("detail.dateOfBirth")}</th>
                  <th scope="col">{t("detail.nationality")}</th>
                  <th scope="col">{t("detail.passportNumber")}</th>
                  <th scope="col">{t("detail.passportExpiry")}</th>
                </tr>
              </thead>
              <tbody>
                {detail.travellers.map((traveller) => (
                  <tr key={traveller.id}>
                    <td data-label={t("detail.position")}>{traveller.position}</td>
                    <td data-label={t("detail.name")}>
                      {[traveller.firstName, traveller.lastName].filter(Boolean).join(" ") || "—"}
                    </td>
                    <td data-label={t("detail.kind")}>{t(`detail.kinds.${traveller.kind}`)}</td>
                    <td data-label={t("detail.dateOfBirth")}>{traveller.dateOfBirth ?? "—"}</td>
                    <td data-label={t("detail.nationality")}>{traveller.nationality ?? "—"}</td>
                    <td data-label={t("detail.passportNumber")}>{traveller.passportNumber ?? "—"}</td>
                    <td data-label={t("detail.passportExpiry")}>{traveller.passportExpiry ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card title={t("detail.price")} id="price">
        {detail.priceLines.length === 0 ? (
          <p>{t("detail.noPrice")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="sr-only">{t("detail.priceCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("detail.line")}</th>
                  <th scope="col">{t("detail.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {detail.priceLines.map((line, index) => (
                  <tr key={`${line.key}-${index}`}>
                    <td>
                      {t(line.key, {
                        ...line.values,
                        unit:
                          typeof line.values.unit === "string" ? f.usd(Number(line.values.unit) * 100) : "",
                      })}
                    </td>
                    <td>{f.usd(line.cents)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t("detail.total")}</th>
                  <td>{f.usd(booking.totalCents)}</td>
                </tr>
                <tr>
                  <th scope="row">{t("detail.deposit")}</th>
                  <td>{f.usd(booking.depositCents)}</td>
                </tr>
                <tr>
                  <th scope="row">
                    {t("detail.balanceLine")}
                    {booking.balanceDueDate
                      ? ` (${t("detail.balanceDueBy", { date: booking.balanceDueDate })})`
                      : ""}
                  </th>
                  <td>{f.usd(booking.balanceCents)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card title={t("detail.payments")} id="payments">
        <p>
          {t("detail.paidTotal", { amount: f.usd(detail.paidCents) })} ·{" "}
          {t("detail.refundedTotal", { amount: f.usd(detail.refundedCents) })}
        </p>
        {detail.payments.length === 0 ? (
          <p>{t("detail.noPayments")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--cards" data-testid="booking-payments">
              <caption className="sr-only">{t("detail.paymentsCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("detail.paymentId")}</th>
                  <th scope="col">{t("detail.paymentKind")}</th>
                  <th scope="col">{t("detail.paymentStatus")}</th>
                  <th scope="col">{t("detail.provider")}</th>
                  <th scope="col">{t("detail.method")}</th>
                  <th scope="col">{t("detail.amount")}</th>
                  <th scope="col">{t("detail.charged")}</th>
                  <th scope="col">{t("detail.providerReference")}</th>
                  <th scope="col">{t("detail.date")}</th>
                  <th scope="col">{t("detail.reason")}</th>
                </tr>
              </thead>
              <tbody>
                {detail.payments.map((p) => (
                  <tr key={p.id}>
                    <td data-label={t("detail.paymentId")}>{p.id}</td>
                    <td data-label={t("detail.paymentKind")}>{t(`detail.paymentKinds.${p.kind}`)}</td>
                    <td data-label={t("detail.paymentStatus")}>{t(`detail.paymentStatuses.${p.status}`)}</td>
                    <td data-label={t("detail.provider")}>{p.provider}</td>
                    <td data-label={t("detail.method")}>
                      {p.method ? t(`detail.methods.${p.method}`) : "—"}
                    </td>
                    <td data-label={t("detail.amount")}>{f.usd(p.amountCents)}</td>
                    <td data-label={t("detail.charged")}>
                      {p.chargedMinor === null ? "—" : f.charged(p.chargedMinor, p.currency)}
                    </td>
                    <td data-label={t("detail.providerReference")}>{p.providerReference ?? "—"}</td>
                    <td data-label={t("detail.date")}>
                      {f.when(p.succeededAt ?? p.failedAt ?? p.createdAt)}
                    </td>
                    <td data-label={t("detail.reason")}>{p.reason ?? p.failureReason ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card title={t("detail.history")} id="history">
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards">
            <caption className="sr-only">{t("detail.historyCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("detail.when")}</th>
                <th scope="col">{t("detail.from")}</th>
                <th scope="col">{t("detail.to")}</th>
                <th scope="col">{t("detail.who")}</th>
                <th scope="col">{t("detail.why")}</th>
              </tr>
            </thead>
            <tbody>
              {detail.history.map((h) => (
                <tr key={h.id}>
                  <td data-label={t("detail.when")}>{f.when(h.at)}</td>
                  <td data-label={t("detail.from")}>{h.from ? t(`status.${h.from}`) : "—"}</td>
                  <td data-label={t("detail.to")}>{t(`status.${h.to}`)}</td>
                  <td data-label={t("detail.who")}>{h.actor ?? t("detail.system")}</td>
                  <td data-label={t("detail.why")}>{h.reason ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <Card title={t("detail.mails")} id="mails">
        {mine("resend")?.formError ? (
          <FormStatus tone="error">{mine("resend")!.formError!}</FormStatus>
        ) : null}
        {detail.mails.length === 0 ? (
          <p>{t("detail.noMails")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--cards" data-testid="booking-mails">
              <caption className="sr-only">{t("detail.mailsCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("detail.when")}</th>
                  <th scope="col">{t("detail.subject")}</th>
                  <th scope="col">{t("detail.recipient")}</th>
                  <th scope="col">{t("detail.mailStatus")}</th>
                  <th scope="col">
                    <span className="sr-only">{t("action.resend.submit")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.mails.map((mail) => (
                  <tr key={mail.id}>
                    <td data-label={t("detail.when")}>{f.when(mail.sentAt ?? mail.createdAt)}</td>
                    <td data-label={t("detail.subject")}>{mail.subject}</td>
                    <td data-label={t("detail.recipient")}>{mail.to}</td>
                    <td data-label={t("detail.mailStatus")}>{t(`detail.mailStatuses.${mail.status}`)}</td>
                    <td data-label={t("action.resend.submit")}>
                      <Form method="post">
                        <input type="hidden" name="intent" value="resend" />
                        <input type="hidden" name="mail" value={mail.id} />
                        <button
                          type="submit"
                          className="btn btn-outline"
                          aria-label={t("action.resend.label", { subject: mail.subject })}
                        >
                          {t("action.resend.submit")}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card title={t("detail.notes")} id="notes">
        <p>{t("detail.notesHint")}</p>
        {detail.notes.length === 0 ? (
          <p>{t("detail.noNotes")}</p>
        ) : (
          <ul className="admin-bookings-notes">
            {detail.notes.map((note) => (
              <li key={note.id}>
                <p className="admin-bookings-notes__meta">
                  {t("detail.noteBy", { author: note.author || note.authorEmail, when: f.when(note.at) })}
                </p>
                <p className="admin-bookings-notes__body">{note.body}</p>
              </li>
            ))}
          </ul>
        )}
        <ActionForm intent="note" reply={reply} submit={t("action.note.submit")}>
          <TextArea
            name="body"
            label={t("action.note.label")}
            rows={3}
            maxLength={4000}
            required
            defaultValue={mine("note")?.values.body ?? ""}
            error={mine("note")?.fieldErrors.body}
          />
        </ActionForm>
      </Card>
    </>
  );
}
