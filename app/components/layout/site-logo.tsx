import { Link } from "react-router";
import type { BrandLogo } from "#app/domain/brand-logo";
import type { Branding } from "#app/domain/branding";
import { useTranslation } from "#app/i18n/react";

/** A logo asset's height attribute: with its width, the aspect ratio (app.css `.site-logo__image` sets the drawn size). */
const LOGO_HEIGHT = 40;

/**
 * The link home: the logo staff chose (brand assets) as a picture, or the
 * site's own mark and logo text. A logo asset carries the name itself, so
 * its logo text is only for screen readers: the name is never shown twice
 * (decision 097). In the dark footer a logo that is not the inverse variant
 * sits on a light plate.
 */
export function SiteLogo({
  branding,
  logo,
  onDark = false,
}: {
  branding: Branding;
  logo: BrandLogo | null;
  onDark?: boolean;
}) {
  const { t } = useTranslation("nav");
  const width = logo?.width && logo.height ? Math.round((LOGO_HEIGHT * logo.width) / logo.height) : undefined;
  return (
    <Link
      to="/"
      className={`site-logo ${onDark ? "site-logo--dark" : ""}`}
      aria-label={t("homeLink", { company: branding.companyName })}
    >
      {logo ? (
        <>
          <img
            src={logo.url}
            alt={branding.companyName}
            width={width}
            height={LOGO_HEIGHT}
            loading={onDark ? "lazy" : undefined}
            className={`site-logo__image${onDark && logo.variant !== "inverse" ? " site-logo__image--plate" : ""}`}
          />
          <span className="sr-only">{branding.logoText}</span>
        </>
      ) : (
        <>
          <svg aria-hidden="true" viewBox="0 0 48 32" width="40" height="27" className="site-logo__mark">
            <path d="M2 30L18 6l7 10 5-6 16 20z" fill="currentColor" />
            <path d="M14 12l4-6 4 6-2-1-2 2-2-2z" fill="#fff" opacity=".9" />
          </svg>
          <span className="site-logo__text">{branding.logoText}</span>
        </>
      )}
    </Link>
  );
}
