import "#app/styles/admin-people.css";
import { Fragment } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { EnquiryWait } from "#app/components/admin/enquiry-wait";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { FormStatus, SelectField, TextArea } from "#app/components/ui/form";
import type { FormErrors } from "#app/domain/action-result";
import { enquiryNoteSchema, enquiryReplySchema, enquiryTriageSchema } from "#app/domain/admin/enquiries";
import {
  brokePromise,
  ENQUIRY_STATUSES,
  NOTE_MAX,
  REPLY_MAX,
  waitingMs,
} from "#app/domain/admin/enquiries-fields";
import { isErasedAddress } from "#app/domain/admin/people-fields";
import { fieldErrors } from "#app/domain/identity-rules";
import { accommodationPath, tourPath } from "#app/domain/paths";
import { LANGUAGE_NAMES } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { addEnquiryNote, replyToEnquiry, triageEnquiry } from "#app/modules/admin/enquiries/actions.server";
import { readableDetails } from "#app/modules/admin/enquiries/details.server";
import { enquiryDetail, staffMembers } from "#app/modules/admin/enquiries/inbox.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseFields, refuseForm, translateMessage } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/detail";

/** The assignee stays a choice even when no longer staff, so saving the status does not unassign them unseen. */
function withCurrentAssignee<T extends { id: string; name: string }>(staff: T[], current: T | null): T[] {
  return current && !staff.some((member) => member.id === current.id) ? [...staff, current] : staff;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const found = id ? await enquiryDetail(id) : null;
  if (!found) notFound();
  const { enquiry } = found;
  const now = new Date();
  const stopped = enquiry.answeredAt ?? (enquiry.status === "answered" ? null : now);
  return {
    title: serverT(context.language, "admin-enquiries")("detail.metaTitle", { id: enquiry.id }),
    messages: messagesFor(context.language, ["admin-enquiries"]),
    staff: withCurrentAssignee(
      (await staffMembers()).map((member) => ({ id: member.id, name: member.fullName || member.email })),
      enquiry.assigneeUserId
        ? { id: enquiry.assigneeUserId, name: found.assigneeName || found.assigneeEmail || "" }
        : null,
    ),
    enquiry: {
      id: enquiry.id,
      type: enquiry.type,
      status: enquiry.status,
      version: enquiry.version,
      fullName: enquiry.fullName,
      email: enquiry.email,
      erased: isErasedAddress(enquiry.email),
      phone: enquiry.phone,
      message: enquiry.message,
      consent: enquiry.consent,
      language: LANGUAGE_NAMES[enquiry.locale] ?? enquiry.locale,
      createdAt: enquiry.createdAt.toISOString(),
      answeredAt: enquiry.answeredAt?.toISOString() ?? null,
      assigneeUserId: enquiry.assigneeUserId ?? "",
      assignee: found.assigneeName || found.assigneeEmail,
      waitedMs: stopped ? waitingMs(enquiry.createdAt, stopped, now) : null,
      late: stopped ? brokePromise(enquiry.createdAt, stopped, now) : false,
    },
    facts: readableDetails(enquiry.details, enquiry.subject, context.language),
    tour: found.tour ? { title: found.tour.title, href: tourPath(found.tour) } : null,
    accommodation: found.accommodation
      ? { name: found.accommodation.name, href: accommodationPath(found.accommodation) }
      : null,
    thread: found.messages.map((message) => ({
      id: message.id,
      kind: message.kind,
      body: message.body,
      sentByMail: message.outboxId !== null,
      at: message.createdAt.toISOString(),
      author: message.authorDeleted ? null : message.authorName || message.authorEmail,
    })),
  };
}

type Intent = "triage" | "note" | "reply";
type Reply = FormErrors & { intent: Intent; ok?: boolean; message?: string; values?: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  // The body first, as every action reads it: one no action can read is refused the same way everywhere.
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const lang = context.language;
  const intent = String(form.get("intent") ?? "");
  const typed = (name: string, max: number) => String(form.get(name) ?? "").slice(0, max);
  const version = versionField.safeParse(form.get("version"));
  const reply = (i: Intent, values: Record<string, string> = {}): Reply => ({
    intent: i,
    values,
    fieldErrors: {},
    formError: null,
  });
  const done = (i: Intent, key: string) =>
    data<Reply>({ ...reply(i), ok: true, message: translateMessage(lang, `admin-enquiries:${key}`) });

  if (intent === "triage") {
    const values = { status: typed("status", 20), assignee: typed("assignee", 100) };
    const parsed = enquiryTriageSchema.safeParse(values);
    if (!parsed.success || !version.success) {
      return refuseFields(
        lang,
        reply("triage", values),
        parsed.success ? { form: "admin:form.invalid" } : fieldErrors(parsed.error),
      );
    }
    const outcome = await triageEnquiry(viewer, { ...parsed.data, id, version: version.data });
    if (!outcome.ok) return refuseForm(lang, reply("triage", values), outcome);
    return done("triage", "detail.saved");
  }
  if (intent === "note" || intent === "reply") {
    const max = intent === "note" ? NOTE_MAX : REPLY_MAX;
    const values = { body: typed("body", max + 100) };
    const parsed = (intent === "note" ? enquiryNoteSchema : enquiryReplySchema).safeParse(values);
    if (!parsed.success) return refuseFields(lang, reply(intent, values), fieldErrors(parsed.error));
    if (intent === "note") {
      const outcome = await addEnquiryNote(viewer, { id, body: parsed.data.body });
      if (!outcome.ok) return refuseForm(lang, reply(intent, values), outcome);
      return done("note", "detail.noteAdded");
    }
    if (!version.success) return refuseFields(lang, reply(intent, values), { body: "admin:form.invalid" });
    const outcome = await replyToEnquiry(viewer, { id, version: version.data, body: parsed.data.body });
    if (!outcome.ok) return refuseForm(lang, reply(intent, values), outcome);
    return done("reply", "detail.replySent");
  }
  return data<Reply>(
    { ...reply("triage"), formError: translateMessage(lang, "admin:form.invalid") },
    { status: 400 },
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

/** The status line of the form that was posted, and its errors; nothing for the other forms. */
function useFormReply(actionData: Reply | undefined, intent: Intent) {
  const mine = actionData?.intent === intent ? actionData : undefined;
  return {
    status: mine?.ok ? mine.message : mine?.formError,
    ok: Boolean(mine?.ok),
    errors: mine?.fieldErrors ?? {},
    values: mine && !mine.ok ? (mine.values ?? {}) : {},
  };
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-enquiries");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { enquiry, facts, tour, accommodation, staff, thread } = loaderData;
  const when = useOfficeDateTime();
  const triage = useFormReply(actionData, "triage");
  const note = useFormReply(actionData, "note");
  const answer = useFormReply(actionData, "reply");
  return (
    <>
      <p>
        <Link to="/admin/enquiries">{t("detail.back")}</Link>
      </p>
      <AdminPageHeader title={t("detail.title", { id: enquiry.id, type: t(`types.${enquiry.type}`) })}>
        <span className={`admin-badge${enquiry.status === "answered" ? " admin-badge--ok" : ""}`}>
          {t(`statuses.${enquiry.status}`)}
        </span>
      </AdminPageHeader>

      <section className="admin-card" aria-labelledby="enquiry-sent">
        <h2 id="enquiry-sent">{t("detail.sent")}</h2>
        <dl className="admin-facts">
          <dt>{t("detail.name")}</dt>
          <dd>{enquiry.erased ? t("detail.erased") : enquiry.fullName}</dd>
          <dt>{t("detail.email")}</dt>
          <dd>{enquiry.erased ? "—" : <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>}</dd>
          {enquiry.phone ? (
            <>
              <dt>{t("detail.phone")}</dt>
              <dd>
                <a href={`tel:${enquiry.phone.replace(/\s+/g, "")}`}>{enquiry.phone}</a>
              </dd>
            </>
          ) : null}
          <dt>{t("detail.language")}</dt>
          <dd>{enquiry.language}</dd>
          <dt>{t("detail.received")}</dt>
          <dd>
            <time dateTime={enquiry.createdAt}>{when.format(new Date(enquiry.createdAt))}</time>
          </dd>
          <dt>{t("columns.waiting")}</dt>
          <dd data-testid="enquiry-wait">
            <EnquiryWait
              waitedMs={enquiry.waitedMs}
              late={enquiry.late}
              answered={enquiry.status === "answered"}
            />
          </dd>
          {tour ? (
            <>
              <dt>{t("detail.tour")}</dt>
              <dd>
                <a href={tour.href}>{tour.title}</a>
              </dd>
            </>
          ) : null}
          {accommodation ? (
            <>
              <dt>{t("detail.accommodation")}</dt>
              <dd>
                <a href={accommodation.href}>{accommodation.name}</a>
              </dd>
            </>
          ) : null}
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
          <dt>{t("detail.consent")}</dt>
          <dd>{enquiry.consent ? t("yes") : t("no")}</dd>
        </dl>
        {enquiry.message ? (
          <>
            <h3>{t("detail.message")}</h3>
            <p className="admin-pre">{enquiry.message}</p>
          </>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="enquiry-triage">
        <h2 id="enquiry-triage">{t("detail.triage")}</h2>
        <Form method="post" className="admin-form" key={`triage-${enquiry.version}`}>
          <input type="hidden" name="intent" value="triage" />
          <input type="hidden" name="version" value={enquiry.version} />
          {triage.status ? (
            <FormStatus tone={triage.ok ? "success" : "error"}>{triage.status}</FormStatus>
          ) : null}
          <div className="admin-form__row">
            <SelectField
              name="status"
              label={t("columns.status")}
              defaultValue={triage.values.status ?? enquiry.status}
              error={triage.errors.status}
              options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            />
            <SelectField
              name="assignee"
              label={t("columns.assignee")}
              defaultValue={triage.values.assignee ?? enquiry.assigneeUserId}
              error={triage.errors.assignee}
              options={[
                { value: "", label: t("nobody") },
                ...staff.map((member) => ({ value: member.id, label: member.name })),
              ]}
            />
          </div>
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t("detail.save")}
            </button>
          </div>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="enquiry-thread">
        <h2 id="enquiry-thread">{t("detail.thread")}</h2>
        {thread.length === 0 ? (
          <p>{t("detail.noMessages")}</p>
        ) : (
          <ol className="admin-thread">
            {thread.map((message) => (
              <li key={message.id} className={`admin-thread__item admin-thread__item--${message.kind}`}>
                <p className="admin-thread__meta">
                  <span className="admin-badge">{t(`detail.kinds.${message.kind}`)}</span>{" "}
                  {message.author ?? t("detail.formerStaff")} ·{" "}
                  <time dateTime={message.at}>{when.format(new Date(message.at))}</time>
                </p>
                <p className="admin-pre">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="admin-card" aria-labelledby="enquiry-reply">
        <h2 id="enquiry-reply">{t("detail.replyTitle")}</h2>
        {enquiry.erased ? (
          <p>{t("errors.erased")}</p>
        ) : (
          <Form method="post" className="admin-form" key={`reply-${thread.length}`}>
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="version" value={enquiry.version} />
            {answer.status ? (
              <FormStatus tone={answer.ok ? "success" : "error"}>{answer.status}</FormStatus>
            ) : null}
            <TextArea
              name="body"
              id="enquiry-reply-body"
              label={t("detail.replyLabel", { email: enquiry.email })}
              hint={t("detail.replyHint", { language: enquiry.language })}
              rows={8}
              maxLength={REPLY_MAX}
              required
              defaultValue={answer.values.body}
              error={answer.errors.body}
            />
            <div>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t("detail.sendReply")}
              </button>
            </div>
          </Form>
        )}
      </section>

      <section className="admin-card" aria-labelledby="enquiry-note">
        <h2 id="enquiry-note">{t("detail.noteTitle")}</h2>
        <Form method="post" className="admin-form" key={`note-${thread.length}`}>
          <input type="hidden" name="intent" value="note" />
          {note.status ? <FormStatus tone={note.ok ? "success" : "error"}>{note.status}</FormStatus> : null}
          <TextArea
            name="body"
            id="enquiry-note-body"
            label={t("detail.noteLabel")}
            hint={t("detail.noteHint")}
            rows={4}
            maxLength={NOTE_MAX}
            required
            defaultValue={note.values.body}
            error={note.errors.body}
          />
          <div>
            <button type="submit" className="btn btn-ghost" disabled={busy}>
              {t("detail.addNote")}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
