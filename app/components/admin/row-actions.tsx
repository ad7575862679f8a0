import { Form, Link } from "react-router";

/**
 * The actions in a staff list's row (show/hide, make default, edit, delete):
 * each button is its own small form posted to the list's action with the
 * row's id, its version (or token) and its title for the notice, so the list
 * works without JavaScript; each has an accessible name that says which row.
 * Labels come translated from the list.
 */
export function RowActionButton({
  id,
  fields,
  title,
  intent,
  label,
  namedLabel,
}: {
  id: number;
  /** What the save is checked against: `{ version }` or `{ token }`. */
  fields: Readonly<Record<string, string | number>>;
  title: string;
  intent: string;
  label: string;
  /** The button's accessible name, naming the row ("Hide Neema"). */
  namedLabel: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="title" value={title} />
      <button type="submit" name="intent" value={intent} className="btn" aria-label={namedLabel}>
        {label}
      </button>
    </Form>
  );
}

/** A row's "Edit" and "Delete" links, to `{to}` and `{to}/delete`. */
export function RowEditDeleteLinks({
  to,
  labels,
}: {
  to: string;
  labels: { edit: string; editNamed: string; delete: string; deleteNamed: string };
}) {
  return (
    <>
      <Link to={to} aria-label={labels.editNamed}>
        {labels.edit}
      </Link>
      <Link to={`${to}/delete`} aria-label={labels.deleteNamed}>
        {labels.delete}
      </Link>
    </>
  );
}
