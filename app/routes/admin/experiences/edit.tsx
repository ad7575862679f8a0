import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { ExperienceForm } from "#app/components/admin/place-forms";
import { FormStatus } from "#app/components/ui/form";
import { experienceFormValues, readExperienceForm } from "#app/domain/admin/places";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  experienceParentChoices,
  experiencePublicPath,
  findExperience,
  setExperienceActive,
  updateExperience,
} from "#app/modules/admin/experiences/experiences.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const row = id ? await findExperience(id) : undefined;
  if (!row) notFound();
  const t = serverT(context.language, "admin-content");
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: t("experiences.form.editMetaTitle"),
    messages: messagesFor(context.language, ["admin-content", "experiences"]),
    notice: done === "created" ? t("experiences.created", { title: row.title }) : null,
    record: {
      id: row.id,
      version: row.version,
      title: row.title,
      isActive: row.isActive,
      path: await experiencePublicPath(row),
    },
    values: experienceFormValues(row),
    parents: await experienceParentChoices(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  // The body first, as every action reads it: one no action can read is refused the same way everywhere.
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const intent = form.get("intent");
  if (intent === "activate" || intent === "deactivate") {
    if (!version.success) {
      return refuseForm(context.language, { values: null }, { status: 400, message: "admin:form.invalid" });
    }
    const result = await setExperienceActive(id, version.data, intent === "activate", viewer.id);
    if (!result.ok) return refuseForm(context.language, { values: null }, result);
    const title = form.get("title")?.toString().slice(0, 200) ?? "";
    const done = intent === "activate" ? "activatedNotice" : "deactivatedNotice";
    throw redirect(`/admin/experiences?done=${done}&title=${encodeURIComponent(title)}`);
  }
  const read = readExperienceForm(form);
  const reply = { values: read.values };
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await updateExperience(id, version.data, read.input, viewer.id);
  // A conflict (409) keeps what was typed, with the message above the form.
  if (!result.ok) return refuseForm(context.language, reply, result);
  const redirected = result.redirected ? "&redirected=1" : "";
  throw redirect(`/admin/experiences?done=saved&title=${encodeURIComponent(read.input.title)}${redirected}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditExperience({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { record, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const formError = actionData?.formError ?? errors.form;
  const f = (key: string) => t(`experiences.form.${key}`);
  return (
    <>
      <AdminPageHeader title={t("experiences.form.editTitle", { title: record.title })}>
        {record.isActive ? (
          <a href={record.path} target="_blank" rel="noopener">
            {f("view")}
          </a>
        ) : null}
        <Link to={`/admin/experiences/${record.id}/delete`}>{f("deleteLink")}</Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <section className="admin-card" aria-labelledby="experience-status">
        <h2 id="experience-status">{f("status")}</h2>
        <Form method="post" className="admin-form__row">
          <input type="hidden" name="version" value={record.version} />
          <input type="hidden" name="title" value={record.title} />
          <p className="admin-content__note">{record.isActive ? f("isActive") : f("isInactive")}</p>
          <button
            type="submit"
            name="intent"
            value={record.isActive ? "deactivate" : "activate"}
            className={record.isActive ? "btn" : "btn btn-primary"}
          >
            {record.isActive ? f("deactivate") : f("activate")}
          </button>
        </Form>
      </section>
      {values ? (
        <ExperienceForm
          key={JSON.stringify(values)}
          values={values}
          version={record.version}
          selfId={record.id}
          parents={loaderData.parents}
          fieldErrors={errors}
          formError={formError}
        />
      ) : (
        <FormStatus tone="error">{formError ?? ""}</FormStatus>
      )}
    </>
  );
}
