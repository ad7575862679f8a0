import "#app/styles/compare.css";
import { lazy, Suspense } from "react";
import { useCompareSelection } from "./compare-store";

// The tray's code loads only for visitors who selected a tour.
const CompareTray = lazy(() => import("./compare-tray"));

/** Hidden when the selection is empty (spec section 2); empty on the server. */
export function CompareTrayMount() {
  const ids = useCompareSelection();
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
