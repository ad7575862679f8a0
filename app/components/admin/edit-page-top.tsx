import { Form, Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { FormStatus } from "#app/components/ui/form";

/** The texts the top of an edit page shows, read from the editor's own namespace. */
type EditPageLabel =
  | "view"
  | "preview"
  | "deleteLink"
  | "status"
  | "isActive"
  | "isInactive"
  | "activate"
  | "deactivate";

/**
 * The top of a staff edit page for a place or a stay: the title with View
 * (Preview while the public cannot open it, a 404 to them) and Delete, the
 * saved notice, and the status card that activates or deactivates the record
 * at the version it was loaded with. Written once for the destination,
 * experience and accommodation editors.
 */
export function EditPageTop({
  title,
  record,
  publicPath,
  isPublic,
  deletePath,
  notice,
  statusId,
  label,
}: {
  title: string;
  record: { version: number; name: string; isActive: boolean };
  publicPath: string;
  isPublic: boolean;
  deletePath: string;
  notice: string | null | undefined;
  /** The status card's heading id (unique on the page). */
  statusId: string;
  label: (key: EditPageLabel) => string;
}) {
  return (
    <>
      <AdminPageHeader title={title}>
        <a href={isPublic ? publicPath : `${publicPath}?preview=1`} target="_blank" rel="noopener">
          {isPublic ? label("view") : label("preview")}
        </a>
        <Link to={deletePath}>{label("deleteLink")}</Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <section className="admin-card" aria-labelledby={statusId}>
        <h2 id={statusId}>{label("status")}</h2>
        <Form method="post" className="admin-form__row">
          <input type="hidden" name="version" value={record.version} />
          <input type="hidden" name="title" value={record.name} />
          <p className="admin-content__note">{record.isActive ? label("isActive") : label("isInactive")}</p>
          <button
            type="submit"
            name="intent"
            value={record.isActive ? "deactivate" : "activate"}
            className={record.isActive ? "btn" : "btn btn-primary"}
          >
            {record.isActive ? label("deactivate") : label("activate")}
          </button>
        </Form>
      </section>
    </>
  );
}
