import "#app/styles/admin-people.css";
import { data, Form, Link, useNavigation } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { Field, FormStatus, SelectField } from "#app/components/ui/form";
import type { FormErrors } from "#app/domain/action-result";
import { loyaltyAdjustmentSchema, roleChangeSchema } from "#app/domain/admin/people";
import { LOYALTY_NOTE_MAX, USER_ROLES } from "#app/domain/admin/people-fields";
import { fieldErrors } from "#app/domain/identity-rules";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { adjustLoyalty, changeRole, userDetail } from "#app/modules/admin/people/users.server";
import { refuseFields, refuseForm, translateMessage } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/user";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  const found = await userDetail(params.id);
  if (!found) notFound();
  const { user, ledger, events } = found;
  const deleted = user.deletedAt !== null;
  return {
    title: serverT(context.language, "admin-people")("user.metaTitle"),
    messages: messagesFor(context.language, ["admin-people"]),
    canChangeRole: viewer.role === "admin" && viewer.id !== user.id && !deleted,
    isSelf: viewer.id === user.id,
    user: {
      id: user.id,
      // An erased account (decision 010) shows as deleted, never by its stand-in address.
      email: deleted ? null : user.email,
      fullName: deleted ? null : user.fullName,
      phone: deleted ? null : user.phone,
      deletedAt: user.deletedAt?.toISOString() ?? null,
      role: user.role,
      emailVerified: user.emailVerified,
      loyaltyTier: user.loyaltyTier,
      loyaltyPoints: user.loyaltyPoints,
      language: user.preferredLanguage,
      bookings: user.bookings,
      createdAt: user.createdAt.toISOString(),
    },
    ledger: ledger.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
  };
}

type Intent = "role" | "loyalty";
type Reply = FormErrors & { intent: Intent; ok?: boolean; message?: string; values?: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const lang = context.language;
  const intent = String(form.get("intent") ?? "");
  const typed = (name: string, max: number) => String(form.get(name) ?? "").slice(0, max);
  const reply = (i: Intent, values: Record<string, string>): Reply => ({
    intent: i,
    values,
    fieldErrors: {},
    formError: null,
  });
  if (intent === "role") {
    const values = { role: typed("role", 20) };
    const parsed = roleChangeSchema.safeParse(values);
    const from = roleChangeSchema.shape.role.safeParse(form.get("from"));
    if (!parsed.success || !from.success) {
      const errors = parsed.success ? { role: "admin:form.invalid" } : fieldErrors(parsed.error);
      // A staff member is refused for who they are before what they sent.
      if (viewer.role !== "admin")
        return refuseForm(lang, reply("role", values), {
          status: 403,
          message: "admin-people:errors.roleAdminOnly",
        });
      return refuseFields(lang, reply("role", values), errors);
    }
    const outcome = await changeRole(
      viewer,
      { userId: params.id, from: from.data, role: parsed.data.role },
      { request, clientIp: context.clientIp },
    );
    if (!outcome.ok) return refuseForm(lang, reply("role", values), outcome);
    return data<Reply>({
      ...reply("role", {}),
      ok: true,
      message: translateMessage(lang, "admin-people:user.roleSaved"),
    });
  }
  if (intent === "loyalty") {
    const values = { points: typed("points", 20), note: typed("note", LOYALTY_NOTE_MAX + 100) };
    const parsed = loyaltyAdjustmentSchema.safeParse(values);
    if (!parsed.success) return refuseFields(lang, reply("loyalty", values), fieldErrors(parsed.error));
    const outcome = await adjustLoyalty(viewer, { userId: params.id, ...parsed.data });
    if (!outcome.ok) return refuseForm(lang, reply("loyalty", values), outcome);
    return data<Reply>({
      ...reply("loyalty", {}),
      ok: true,
      message: translateMessage(lang, "admin-people:user.pointsSaved", { balance: outcome.balance }),
    });
  }
  return data<Reply>(
    { ...reply("role", {}), formError: translateMessage(lang, "admin:form.invalid") },
    { status: 400 },
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

function useFormReply(actionData: Reply | undefined, intent: Intent) {
  const mine = actionData?.intent === intent ? actionData : undefined;
  return {
    status: mine?.ok ? mine.message : mine?.formError,
    ok: Boolean(mine?.ok),
    errors: mine?.fieldErrors ?? {},
    values: mine && !mine.ok ? (mine.values ?? {}) : {},
  };
}

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-people");
  const { locale } = usePreferences();
  const busy = useNavigation().state !== "idle";
  const { user, ledger, events, canChangeRole, isSelf } = loaderData;
  const when = useOfficeDateTime();
  const number = new Intl.NumberFormat(locale);
  const role = useFormReply(actionData, "role");
  const loyalty = useFormReply(actionData, "loyalty");
  const name = user.deletedAt ? t("deletedAccount") : user.fullName || user.email || "";
  return (
    <>
      <p>
        <Link to="/admin/users">{t("user.back")}</Link>
      </p>
      <AdminPageHeader title={name}>
        <span className="admin-badge">{t(`roles.${user.role}`)}</span>
      </AdminPageHeader>
      <section className="admin-card" aria-labelledby="user-profile">
        <h2 id="user-profile">{t("user.profile")}</h2>
        {user.deletedAt ? (
          <p>{t("user.deletedNote", { date: when.format(new Date(user.deletedAt)) })}</p>
        ) : null}
        <dl className="admin-facts">
          <dt>{t("users.email")}</dt>
          <dd>{user.email ?? "—"}</dd>
          <dt>{t("users.name")}</dt>
          <dd>{user.fullName ?? "—"}</dd>
          <dt>{t("user.phone")}</dt>
          <dd>{user.phone ?? "—"}</dd>
          <dt>{t("users.verified")}</dt>
          <dd>{user.emailVerified ? t("yes") : t("no")}</dd>
          <dt>{t("users.tier")}</dt>
          <dd>{t(`tiers.${user.loyaltyTier}`)}</dd>
          <dt>{t("users.points")}</dt>
          <dd data-testid="loyalty-points">{number.format(user.loyaltyPoints)}</dd>
          <dt>{t("users.bookings")}</dt>
          <dd>{number.format(user.bookings)}</dd>
          <dt>{t("users.since")}</dt>
          <dd>
            <time dateTime={user.createdAt}>{when.format(new Date(user.createdAt))}</time>
          </dd>
        </dl>
      </section>

      <section className="admin-card" aria-labelledby="user-role">
        <h2 id="user-role">{t("user.roleTitle")}</h2>
        {canChangeRole ? (
          <Form method="post" className="admin-form" key={`role-${user.role}`}>
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="from" value={user.role} />
            {role.status ? <FormStatus tone={role.ok ? "success" : "error"}>{role.status}</FormStatus> : null}
            <SelectField
              name="role"
              label={t("users.role")}
              hint={t("user.roleHint")}
              defaultValue={role.values.role ?? user.role}
              error={role.errors.role}
              options={USER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            />
            <div>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t("user.saveRole")}
              </button>
            </div>
          </Form>
        ) : (
          <>
            {role.status ? <FormStatus tone={role.ok ? "success" : "error"}>{role.status}</FormStatus> : null}
            <p>
              {t(`roles.${user.role}`)}.{" "}
              {user.deletedAt ? null : isSelf ? t("user.roleSelf") : t("user.roleAdminOnly")}
            </p>
          </>
        )}
      </section>

      <section className="admin-card" aria-labelledby="user-loyalty">
        <h2 id="user-loyalty">{t("user.loyaltyTitle")}</h2>
        {user.deletedAt ? null : (
          <Form method="post" className="admin-form" key={`loyalty-${user.loyaltyPoints}`}>
            <input type="hidden" name="intent" value="loyalty" />
            {loyalty.status ? (
              <FormStatus tone={loyalty.ok ? "success" : "error"}>{loyalty.status}</FormStatus>
            ) : null}
            <div className="admin-form__row">
              <Field
                name="points"
                label={t("user.points")}
                hint={t("user.pointsHint")}
                inputMode="numeric"
                pattern="[+\-]?[0-9]*"
                required
                defaultValue={loyalty.values.points}
                error={loyalty.errors.points}
              />
              <Field
                name="note"
                label={t("user.note")}
                maxLength={LOYALTY_NOTE_MAX}
                required
                defaultValue={loyalty.values.note}
                error={loyalty.errors.note}
              />
            </div>
            <div>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t("user.adjust")}
              </button>
            </div>
          </Form>
        )}
        {ledger.length === 0 ? (
          <p>{t("user.noLedger")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--cards">
              <caption className="sr-only">{t("user.ledgerCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("when")}</th>
                  <th scope="col">{t("user.points")}</th>
                  <th scope="col">{t("user.reason")}</th>
                  <th scope="col">{t("user.note")}</th>
                  <th scope="col">{t("user.by")}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t("when")}>
                      <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
                    </td>
                    <td data-label={t("user.points")}>
                      {entry.points > 0 ? "+" : ""}
                      {number.format(entry.points)}
                    </td>
                    <td data-label={t("user.reason")}>{t(`reasons.${entry.reason}`)}</td>
                    <td data-label={t("user.note")}>{entry.note ?? "—"}</td>
                    <td data-label={t("user.by")}>{entry.actor ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="admin-card" aria-labelledby="user-events">
        <h2 id="user-events">{t("user.eventsTitle")}</h2>
        {events.length === 0 ? (
          <p>{t("security.empty")}</p>
        ) : (
          <ul>
            {events.map((event) => (
              <li key={event.id}>
                <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time>:{" "}
                {t(`kinds.${event.kind}`)}
                {event.path ? <code> {event.path}</code> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
