import { Link } from "react-router";
import type { Branding } from "#app/domain/branding";
import { useTranslation } from "#app/i18n/react";

export function SiteLogo({ branding, onDark = false }: { branding: Branding; onDark?: boolean }) {
  const { t } = useTranslation("nav");
  return (
    <Link
      to="/"
      className={`site-logo ${onDark ? "site-logo--dark" : ""}`}
      aria-label={t("homeLink", { company: branding.companyName })}
    >
      <svg aria-hidden="true" viewBox="0 0 48 32" width="40" height="27" className="site-logo__mark">
        <path d="M2 30L18 6l7 10 5-6 16 20z" fill="currentColor" />
        <path d="M14 12l4-6 4 6-2-1-2 2-2-2z" fill="#fff" opacity=".9" />
      </svg>
      <span className="site-logo__text">{branding.logoText}</span>
    </Link>
  );
}
