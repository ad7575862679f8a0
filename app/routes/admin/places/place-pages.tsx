import "#app/styles/admin-content.css";
import type { ComponentType } from "react";
import { Form, Link } from "react-router";
import { EditPageTop } from "#app/components/admin/edit-page-top";
import type { PickerImage } from "#app/components/admin/image-picker";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { FormStatus } from "#app/components/ui/form";
import type { ParentChoice } from "#app/domain/admin/places-fields";
import { useTranslation } from "#app/i18n/react";

/**
 * The new, edit and delete pages of the nested-place editors (destinations,
 * experiences), written once; their loaders and actions are
 * `place-routes.server.ts`. `section` picks the admin-content texts and the
 * addresses; `PlaceForm` is the section's own form (place-forms.tsx).
 */

type Section = "destinations" | "experiences";

export type PlaceFormProps<Values> = {
  values: Values;
  version?: number;
  selfId?: number;
  parents: readonly ParentChoice[];
  images: PickerImage[];
  fieldErrors?: Record<string, string>;
  formError?: string | null;
};

type FormReply<Values> = {
  values: Values | null;
  version?: number | null;
  fieldErrors: Record<string, string>;
  formError: string | null;
};

export function NewPlacePage<Values>({
  section,
  PlaceForm,
  empty,
  loaderData,
  actionData,
}: {
  section: Section;
  PlaceForm: ComponentType<PlaceFormProps<Values>>;
  empty: Values;
  loaderData: { parents: ParentChoice[]; images: PickerImage[] };
  actionData: FormReply<Values> | undefined;
}) {
  const { t } = useTranslation("admin-content");
  const values = actionData?.values ?? empty;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t(`${section}.form.newTitle`)} />
      <p className="admin-content__note">{t(`${section}.form.newNote`)}</p>
      <PlaceForm
        // A form that comes back re-renders with what was typed: a new key resets the uncontrolled fields.
        key={JSON.stringify(values)}
        values={values}
        parents={loaderData.parents}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}

export function EditPlacePage<Values>({
  section,
  PlaceForm,
  loaderData,
  actionData,
}: {
  section: Section;
  PlaceForm: ComponentType<PlaceFormProps<Values>>;
  loaderData: {
    notice: string | null;
    record: { id: number; version: number; name: string; isActive: boolean; path: string; isPublic: boolean };
    values: Values;
    parents: ParentChoice[];
    images: PickerImage[];
  };
  actionData: FormReply<Values> | undefined;
}) {
  const { t } = useTranslation("admin-content");
  const { record, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const formError = actionData?.formError ?? errors.form;
  const f = (key: string) => t(`${section}.form.${key}`);
  return (
    <>
      <EditPageTop
        title={t(`${section}.form.editTitle`, { title: record.name })}
        record={record}
        publicPath={record.path}
        // An inactive one (or one under an inactive parent) is a 404 to the public: staff preview it.
        isPublic={record.isPublic}
        deletePath={`/admin/${section}/${record.id}/delete`}
        notice={notice}
        statusId="place-status"
        label={f}
      />
      {values ? (
        <PlaceForm
          key={JSON.stringify(values)}
          values={values}
          // The version the form was loaded with, when it comes back (decision 096).
          version={actionData?.version ?? record.version}
          selfId={record.id}
          parents={loaderData.parents}
          images={loaderData.images}
          fieldErrors={errors}
          formError={formError}
        />
      ) : (
        <FormStatus tone="error">{formError ?? ""}</FormStatus>
      )}
    </>
  );
}

export function DeletePlacePage({
  section,
  linkKinds,
  loaderData,
  actionData,
}: {
  section: Section;
  linkKinds: readonly string[];
  loaderData: {
    record: { id: number; version: number; name: string; isActive: boolean };
    links: Record<string, number>;
    inUse: boolean;
  };
  actionData: { formError?: string | null } | undefined;
}) {
  const { t } = useTranslation("admin-content");
  const { record, links, inUse } = loaderData;
  const d = (key: string) => t(`${section}.delete.${key}`);
  const keep = <Link to={`/admin/${section}/${record.id}`}>{d("no")}</Link>;
  return (
    <>
      <AdminPageHeader title={t(`${section}.delete.title`, { title: record.name })} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <h2>{d("linksTitle")}</h2>
      <ul className="admin-content__links" data-testid={`${section.slice(0, -1)}-links`}>
        {linkKinds.map((key) => (
          <li key={key}>
            {d(key)}: <strong>{links[key] ?? 0}</strong>
          </li>
        ))}
      </ul>
      <Form method="post" className="admin-form">
        <input type="hidden" name="version" value={record.version} />
        <input type="hidden" name="title" value={record.name} />
        {inUse ? (
          <>
            <p>{d("inUse")}</p>
            <div className="admin-form__row">
              {record.isActive ? (
                <button type="submit" name="intent" value="deactivate" className="btn btn-primary">
                  {d("deactivateInstead")}
                </button>
              ) : (
                <p className="admin-content__note">{d("alreadyInactive")}</p>
              )}
              {keep}
            </div>
          </>
        ) : (
          <>
            <p>{d("confirmText")}</p>
            <div className="admin-form__row">
              <button type="submit" name="intent" value="delete" className="btn btn-primary">
                {d("yes")}
              </button>
              {keep}
            </div>
          </>
        )}
      </Form>
    </>
  );
}
