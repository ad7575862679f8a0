import { Form } from "react-router";
import { moveIntent } from "#app/domain/admin/move-intent";

/**
 * A row's up and down buttons in an ordered staff list (FAQs, team members):
 * a form posted to the list's own action with the row's version, so it works
 * without JavaScript (`readMoveIntent` reads the button). The first row has
 * no "up", the last no "down". Labels come translated from the list.
 */
export function MoveButtons({
  id,
  version,
  title,
  isFirst,
  isLast,
  labels,
}: {
  id: number;
  version: number;
  /** The row's name, for the notice after the move and the buttons' accessible names. */
  title: string;
  isFirst: boolean;
  isLast: boolean;
  labels: { up: string; down: string; upNamed: string; downNamed: string };
}) {
  return (
    <Form method="post" className="admin-content__actions">
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="title" value={title} />
      {isFirst ? null : (
        <button
          type="submit"
          name="intent"
          value={moveIntent("up", id)}
          className="btn"
          aria-label={labels.upNamed}
        >
          {labels.up}
        </button>
      )}
      {isLast ? null : (
        <button
          type="submit"
          name="intent"
          value={moveIntent("down", id)}
          className="btn"
          aria-label={labels.downNamed}
        >
          {labels.down}
        </button>
      )}
    </Form>
  );
}
