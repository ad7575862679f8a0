import "./empty-state.css";
import { Link } from "react-router";

/** "Nothing here yet" with the one thing to do next (browse tours, contact us). */
export function EmptyState(props: {
  message: string;
  action: { to: string; label: string };
  testId: string;
}) {
  return (
    <div className="empty-state empty-state--action" data-testid={props.testId}>
      <p>{props.message}</p>
      <Link to={props.action.to} className="btn btn-primary">
        {props.action.label}
      </Link>
    </div>
  );
}
