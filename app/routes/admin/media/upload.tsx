import "#app/styles/admin-media.css";
import { Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { MediaUploadForm } from "#app/components/admin/media-upload";
import { adminMeta } from "#app/components/admin/page-parts";
import { UPLOAD_ERROR_HEADER } from "#app/domain/media/upload";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { env } from "#app/modules/config/env.server";
import { refuseForm, translateFailure } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { uploadImage } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/upload";

/**
 * The upload address (decision 090). Its body cap is MEDIA_MAX_BYTES plus the
 * form's envelope (server/body-limit.ts): a larger upload is answered 413 by
 * the server before any of it reaches this action. A refused picture is
 * answered with this page, its reason and status (413, 415, 422), so the
 * form works without JavaScript; the script reads the same reason from it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return {
    title: serverT(context.language, "admin-media")("uploadForm.metaTitle"),
    messages: messagesFor(context.language, ["admin-media"]),
    maxBytes: env().MEDIA_MAX_BYTES,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const file = form.get("file");
  // A form posted with no file chosen sends an empty, nameless part.
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) {
    return refuseForm(context.language, {}, { status: 400, message: "admin-media:errors.noFile" });
  }
  const result = await uploadImage({
    bytes: new Uint8Array(await file.arrayBuffer()),
    originalName: file.name,
    actorUserId: viewer.id,
  });
  if (!result.ok) {
    // The reason also as a header, for the page's script (an upload sent with XMLHttpRequest).
    const { message } = translateFailure(context.language, result);
    return refuseForm(context.language, {}, result, { [UPLOAD_ERROR_HEADER]: encodeURIComponent(message) });
  }
  // See Other: the browser (and XMLHttpRequest) GETs the new picture's page, where its alt text is written.
  throw redirect(`/admin/media/${result.id}?uploaded=1`, 303);
}

/** The action's reason header reaches the page's answer only through this (React Router passes cookies alone). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const reason = actionHeaders.get(UPLOAD_ERROR_HEADER);
  return reason ? { [UPLOAD_ERROR_HEADER]: reason } : new Headers();
};

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function UploadMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-media");
  return (
    <>
      <AdminPageHeader title={t("uploadForm.title")} />
      <MediaUploadForm
        key={actionData?.formError ?? ""}
        maxBytes={loaderData.maxBytes}
        error={actionData?.formError}
        heading={false}
      />
      <p>
        <Link to="/admin/media">{t("uploadForm.back")}</Link>
      </p>
    </>
  );
}
