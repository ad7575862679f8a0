import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import { useTranslation } from "#app/i18n/react";

/**
 * A section's streamed data: the skeleton until it arrives, then the content,
 * or the section's 'Unable to load ...' message when the load failed. A
 * failure stays inside its section; the page around it renders as usual.
 */
export function Deferred<T>({
  resolve,
  skeleton,
  errorKey,
  children,
}: {
  resolve: Promise<T>;
  skeleton: ReactNode;
  /** A key of the `errors` namespace: 'Unable to load featured tours', ... */
  errorKey: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={skeleton}>
      <Await resolve={resolve} errorElement={<SectionError errorKey={errorKey} />}>
        {(value) => children(value as T)}
      </Await>
    </Suspense>
  );
}

function SectionError({ errorKey }: { errorKey: string }) {
  const { t } = useTranslation("errors");
  return (
    <p className="empty-state home-error" role="status" data-testid="section-error">
      {t(errorKey)}
    </p>
  );
}

/** Placeholder cards while a section loads; announced once as "Loading ...". */
export function Skeleton({
  label,
  count,
  variant,
}: {
  label: string;
  count: number;
  variant: "card" | "tile" | "banner" | "quote";
}) {
  return (
    <div className={`home-skeleton home-skeleton--${variant}`} role="status" data-testid="section-loading">
      <span className="sr-only">{label}</span>
      <div className="home-skeleton__items" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="home-skeleton__item">
            <div className="home-skeleton__media" />
            <div className="home-skeleton__line" />
            <div className="home-skeleton__line home-skeleton__line--short" />
          </div>
        ))}
      </div>
    </div>
  );
}
