/**
 * Opens the browser's print dialog. The page's print stylesheet
 * (admin-departures.css) leaves the navigation out. Without JavaScript the
 * browser's own Print does the same.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
