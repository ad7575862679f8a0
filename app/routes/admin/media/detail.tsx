import "#app/styles/admin-media.css";
import { data, Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { MediaUsages } from "#app/components/admin/media-usages";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { Field, FormStatus } from "#app/components/ui/form";
import { ALT_TEXT_MAX, type AltText, isUsableAlt, readAltFields } from "#app/domain/media/alt-text";
import { libraryImageUrl, librarySrcSet, VARIANT_FORMATS } from "#app/domain/media/upload";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { postedVersion, versionAfterRefusal } from "#app/modules/admin/content/form-version.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { findAsset, updateAltText } from "#app/modules/media/library/assets.server";
import { findUsages } from "#app/modules/media/library/usage.server";
import type { Route } from "./+types/detail";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const found = id ? await findAsset(id) : undefined;
  if (!found) notFound();
  const { asset } = found;
  const url = new URL(request.url);
  const t = serverT(context.language, "admin-media");
  const usages = (await findUsages([asset.key])).get(asset.key) ?? [];
  return {
    title: t("detail.metaTitle", { name: asset.originalName }),
    messages: messagesFor(context.language, ["admin-media"]),
    notice: url.searchParams.has("uploaded")
      ? t("detail.uploadedNotice")
      : url.searchParams.has("saved")
        ? t("detail.saved")
        : null,
    asset: {
      id: asset.id,
      key: asset.key,
      version: asset.version,
      format: asset.format,
      width: asset.width,
      height: asset.height,
      bytes: asset.bytes,
      widths: asset.widths,
      alt: asset.alt as AltText,
      originalName: asset.originalName,
      uploadedBy: found.uploaderName || found.uploaderEmail || null,
      createdAt: asset.createdAt.toISOString(),
    },
    usages,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  // The body first, as every action reads it: one no action can read is refused the same way everywhere.
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const values = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      String(form.get(`alt_${language}`) ?? "").slice(0, ALT_TEXT_MAX * 2),
    ]),
  ) as AltText;
  // The form comes back with the version it was loaded with (decision 096).
  const posted = postedVersion(form);
  const version = versionField.safeParse(form.get("version"));
  if (!version.success) {
    return refuseForm(
      context.language,
      { values, version: posted },
      { status: 400, message: "admin:form.invalid" },
    );
  }
  const read = readAltFields((name) => form.get(name));
  if (!read.ok) {
    const tooLong = serverT(context.language, "admin-media")("errors.altTooLong", { max: ALT_TEXT_MAX });
    return data(
      {
        values,
        version: posted,
        formError: serverT(context.language, "admin")("form.invalid"),
        fieldErrors: Object.fromEntries(read.tooLong.map((language) => [`alt_${language}`, tooLong])),
      },
      { status: 400 },
    );
  }
  const result = await updateAltText(id, version.data, read.alt, viewer.id);
  // A refused save keeps what was typed; after a conflict (409), with the newest version.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, async () => (await findAsset(id))?.asset);
    return refuseForm(context.language, { values, version: echoed }, result);
  }
  throw redirect(`/admin/media/${id}?saved=1`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function MediaDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-media");
  const { locale } = usePreferences();
  const when = useOfficeDateTime();
  const { asset, usages, notice } = loaderData;
  const values = actionData?.values ?? asset.alt;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const largest = Math.max(...asset.widths);
  const kilobytes = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "kilobyte",
    maximumFractionDigits: 0,
  });
  return (
    <>
      <AdminPageHeader title={asset.originalName}>
        <Link to={`/admin/media/${asset.id}/delete`} className="btn">
          {t("detail.delete")}
        </Link>
      </AdminPageHeader>
      {notice && !actionData ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <div className="media-detail">
        <section className="admin-card" aria-labelledby="media-preview">
          <h2 id="media-preview">{t("detail.preview")}</h2>
          <picture>
            <source
              type="image/avif"
              srcSet={librarySrcSet(asset.key, asset.widths, "avif")}
              sizes="(min-width: 60rem) 32rem, 100vw"
            />
            <img
              className="media-preview"
              src={libraryImageUrl(asset.key, largest, "webp")}
              srcSet={librarySrcSet(asset.key, asset.widths, "webp")}
              sizes="(min-width: 60rem) 32rem, 100vw"
              width={largest}
              height={Math.round((largest * asset.height) / asset.width)}
              alt={asset.alt.en ?? ""}
            />
          </picture>
          {isUsableAlt(asset.alt) ? null : <p className="media-warning">{t("detail.notUsable")}</p>}
        </section>
        <section className="admin-card" aria-labelledby="media-facts">
          <h2 id="media-facts">{t("detail.facts")}</h2>
          <dl className="media-facts">
            <dt>{t("detail.format")}</dt>
            <dd>{asset.format.toUpperCase()}</dd>
            <dt>{t("detail.original")}</dt>
            <dd>{t("dimensions", { width: asset.width, height: asset.height })}</dd>
            <dt>{t("detail.bytes")}</dt>
            <dd>{kilobytes.format(asset.bytes / 1000)}</dd>
            <dt>{t("detail.by")}</dt>
            <dd>{asset.uploadedBy ?? "—"}</dd>
            <dt>{t("detail.when")}</dt>
            <dd>
              <time dateTime={asset.createdAt}>{when.format(new Date(asset.createdAt))}</time>
            </dd>
          </dl>
          <h3>{t("detail.variants")}</h3>
          <p className="media-hint">{t("detail.variantsHint")}</p>
          <ul className="media-variants">
            {asset.widths.flatMap((width) =>
              VARIANT_FORMATS.map((format) => {
                const href = libraryImageUrl(asset.key, width, format);
                return (
                  <li key={href}>
                    <a href={href}>
                      <code>{href}</code>
                    </a>
                  </li>
                );
              }),
            )}
          </ul>
        </section>
      </div>
      <section className="admin-card" aria-labelledby="media-usage">
        <h2 id="media-usage">{t("detail.usage")}</h2>
        <MediaUsages usages={usages} empty={t("detail.notUsed")} />
      </section>
      <section className="admin-card" aria-labelledby="media-alt">
        <h2 id="media-alt">{t("detail.altTitle")}</h2>
        <p className="media-hint">{t("detail.altHint")}</p>
        <Form method="post" className="admin-form" noValidate key={JSON.stringify(values)}>
          {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
          <input type="hidden" name="version" value={actionData?.version ?? asset.version} />
          {LANGUAGES.map((language) => (
            <Field
              key={language}
              name={`alt_${language}`}
              label={t("detail.altLabel", { language: LANGUAGE_NAMES[language] })}
              lang={LANGUAGE_TAGS[language]}
              defaultValue={values[language] ?? ""}
              maxLength={ALT_TEXT_MAX}
              required={language === "en"}
              error={errors[`alt_${language}`]}
              autoComplete="off"
            />
          ))}
          <div className="admin-form__row">
            <button type="submit" className="btn btn-primary">
              {t("detail.save")}
            </button>
            <Link to="/admin/media">{t("detail.back")}</Link>
          </div>
        </Form>
      </section>
    </>
  );
}
