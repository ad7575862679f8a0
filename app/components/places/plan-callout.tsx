import { Link } from "react-router";

/** The green call-out that closes a place page: a line of invitation and the way to the contact page. */
export function PlanCallout({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <div className="container">
      <section className="plan-callout" aria-labelledby="plan-title">
        <div>
          <h2 id="plan-title" className="plan-callout__title">
            {title}
          </h2>
          <p className="plan-callout__text">{text}</p>
        </div>
        <Link to="/contact" className="btn btn-accent btn-lg">
          {action}
        </Link>
      </section>
    </div>
  );
}
