import { lazy, Suspense, useEffect, useState } from "react";

const OfflineApp = lazy(() => import("./offline-app"));

/**
 * The offline app (service worker, install, update and connection notices),
 * loaded once the page has settled: none of it is needed for the first paint,
 * so it stays out of every page's first scripts.
 */
export function OfflineAppMount({ appName }: { appName: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <OfflineApp appName={appName} />
    </Suspense>
  );
}
