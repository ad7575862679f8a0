import { useEffect, useState } from "react";
import { whatsappLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";

/** Spec section 2: appears after 2 s; the tooltip follows 0.5 s later and stays about 5 s. */
export const WHATSAPP_DELAYS = { appearMs: 2000, tooltipAfterMs: 500, tooltipForMs: 5000 } as const;

/** Runs the button's timeline (show, tooltip on, tooltip off); returns what cancels it. */
export function scheduleWhatsApp(on: { show(): void; tooltip(shown: boolean): void }): () => void {
  const { appearMs, tooltipAfterMs, tooltipForMs } = WHATSAPP_DELAYS;
  const timers = [
    setTimeout(() => on.show(), appearMs),
    setTimeout(() => on.tooltip(true), appearMs + tooltipAfterMs),
    setTimeout(() => on.tooltip(false), appearMs + tooltipAfterMs + tooltipForMs),
  ];
  return () => timers.forEach(clearTimeout);
}

export function WhatsAppButton({ number }: { number: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [tooltip, setTooltip] = useState(false);

  useEffect(() => scheduleWhatsApp({ show: () => setVisible(true), tooltip: setTooltip }), []);

  if (!visible) return null;
  return (
    <div className="whatsapp">
      {tooltip ? (
        <p className="whatsapp__tooltip" role="note">
          {t("whatsapp.tooltip")}
        </p>
      ) : null}
      <a
        className="whatsapp__button"
        href={whatsappLink(number, t("whatsapp.message"))}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="whatsapp-button"
      >
        <span className="sr-only">{t("whatsapp.label")}</span>
        <svg aria-hidden="true" viewBox="0 0 32 32" width="30" height="30" fill="currentColor">
          <path d="M16 3a13 13 0 00-11.2 19.6L3 29l6.6-1.7A13 13 0 1016 3zm0 23.7a10.7 10.7 0 01-5.5-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.7 10.7 0 1116 26.7zm5.9-8c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1a8.8 8.8 0 01-4.4-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.8 5 2.2.9 3 1 4.1.8.7-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.2-.3-.3-.6-.4z" />
        </svg>
      </a>
    </div>
  );
}
