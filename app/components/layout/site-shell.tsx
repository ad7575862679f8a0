import { Suspense } from "react";
import { AnalyticsConsent } from "#app/components/analytics/analytics-consent";
import { CompareTrayMount } from "#app/components/compare/compare-tray-mount";
import { useRootData } from "#app/components/layout/root-data";
import { LiveChatMount } from "#app/components/live-chat/live-chat-mount";
import { OfflineAppMount } from "#app/components/offline/offline-app-mount";
import { lazyHydrated } from "#app/components/ui/lazy-hydrated";
import { useTranslation } from "#app/i18n/react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// The WhatsApp button shows 2 s after load (nothing of it is in the server's
// page), so its code comes in a chunk of its own, out of every page's first
// scripts (decision 045).
const WhatsAppButton = lazyHydrated(() =>
  import("./whatsapp-button").then((module) => module.WhatsAppButton),
);

/** Header, footer and floating widgets around public pages (not the admin area). */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const { t } = useTranslation("nav");
  if (!data) return <>{children}</>;
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <SiteHeader data={data} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter data={data} />
      <CompareTrayMount />
      <Suspense fallback={null}>
        <WhatsAppButton number={data.contact.whatsappNumber} />
      </Suspense>
      <AnalyticsConsent initial={data.analytics} />
      <LiveChatMount scriptUrl={data.liveChatScript} />
      <OfflineAppMount appName={data.branding.companyName} />
    </>
  );
}
