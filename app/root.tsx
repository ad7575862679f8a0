import "./app.css";
import { useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { PageScripts } from "./components/layout/page-scripts";
import { useRootData } from "./components/layout/root-data";
import { WebFonts } from "./components/layout/web-fonts";
import { ImageOriginsProvider } from "./components/media/image-origins";
import { useNonce } from "./components/nonce";
import { PreferencesProvider } from "./components/preferences/preferences-context";
import { rememberPreferences } from "./components/preferences/stored-preferences";
import { errorPageMeta, shippedMessage } from "./components/seo/error-meta";
import { ToastProvider } from "./components/ui/toaster";
import { db } from "./db/client.server";
import { CONSENT_COOKIE, consentAnswer, optsOut } from "./domain/analytics/names";
import type { BrandLogo } from "./domain/brand-logo";
import type { CurrencyCode, RateMap } from "./domain/currency";
import { readCookie } from "./domain/http/cookies";
import type { RootData } from "./domain/root-data";
import { LANGUAGE_TAGS, type Language, type Messages } from "./i18n/config";
import { createPageTranslator } from "./i18n/instance";
import { TranslatorProvider } from "./i18n/react";
import { messagesFor } from "./i18n/resources.server";
import { canonicalUrl, languageAlternates } from "./i18n/urls";
import { brandingCss, getBranding, getSiteBrandLogos } from "./modules/branding/branding.server";
import { listFooterDestinations } from "./modules/catalogue/destinations.server";
import { listPopularTours } from "./modules/catalogue/tours.server";
import { env } from "./modules/config/env.server";
import { getViewer } from "./modules/identity/session.server";
import { logger } from "./modules/logging/logger.server";
import { getRates } from "./modules/rates/rates.server";

/** The root's own failure (see `ErrorBoundary`): its heading as the title, in English without root data. */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error
    ? errorPageMeta(matches, shippedMessage(matches, "errors", "rootTitle") ?? "Something went wrong")
    : [];

function footerFallback(list: string) {
  return (error: unknown): never[] => {
    logger.error({ err: error, list }, "footer list failed to load");
    return [];
  };
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const config = env();
  const [branding, brandLogos, rates, popularTours, footerDestinations, viewer] = await Promise.all([
    getBranding(context.language),
    getSiteBrandLogos(context.language),
    getRates(db()),
    // A failing footer query leaves the footer lists empty; the page's own sections report it.
    listPopularTours(5).catch(footerFallback("popular tours")),
    listFooterDestinations(6).catch(footerFallback("destinations")),
    getViewer(request, context),
  ]);
  return {
    language: context.language,
    currency: context.currency,
    rates: rates.rates as RateMap,
    messages: messagesFor(context.language),
    branding,
    brandingCss: brandingCss(branding),
    brandLogos,
    siteUrl: config.siteUrl,
    // The outside picture hosts the Content-Security-Policy allows (IMAGE_HOSTS).
    imageOrigins: config.imageOrigins,
    // Only these configuration values reach the browser.
    contact: {
      phonePrimary: config.PHONE_PRIMARY,
      phoneSecondary: config.PHONE_SECONDARY,
      whatsappNumber: config.WHATSAPP_NUMBER,
      email: config.CONTACT_EMAIL,
      address: config.BUSINESS_ADDRESS,
      licence: config.TOUR_OPERATOR_LICENCE,
    },
    footer: { popularTours, destinations: footerDestinations },
    analytics: {
      consent: consentAnswer(readCookie(request.headers.get("cookie"), CONSENT_COOKIE)),
      optOut: optsOut({ gpc: request.headers.get("sec-gpc"), dnt: request.headers.get("dnt") }),
    },
    liveChatScript: config.liveChat?.scriptUrl ?? null,
    // Known on the server, so signed-in pages render without a loading flash.
    viewer: viewer
      ? {
          fullName: viewer.fullName,
          email: viewer.email,
          emailVerified: viewer.emailVerified,
          // The spec's user menu offers Admin Panel to super admins only; staff
          // enter /admin by its address (the server decides who may).
          isSuperAdmin: viewer.isSuperAdmin,
        }
      : null,
  };
}

/** The shell's data changes with the language, the currency and after actions, not on every click. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lang") !== nextUrl.searchParams.get("lang");
}

/**
 * The tab icon, and the home-screen icon iOS reads: the staff's icon when it is
 * a raster picture, else the app icon the build draws (decision 099; iOS takes
 * no SVG).
 */
function BrandIconLinks({ icon }: { icon: BrandLogo | null }) {
  const raster = icon && icon.contentType !== "image/svg+xml";
  return (
    <>
      {icon ? (
        <link rel="icon" href={icon.url} type={icon.contentType} />
      ) : (
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      )}
      <link rel="apple-touch-icon" href={raster ? icon.url : "/icons/apple-touch-icon.png"} />
    </>
  );
}

function AlternateLanguageLinks({ siteUrl, language }: { siteUrl: string; language: Language }) {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(siteUrl, path, language)} />
      {languageAlternates(siteUrl, path).map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const language = data?.language ?? "en";
  return (
    <html lang={LANGUAGE_TAGS[language]} dir="ltr" data-currency={data?.currency}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={data?.branding.colors.primary ?? "#1f5135"} />
        <Meta />
        <BrandIconLinks icon={data?.brandLogos.icon ?? null} />
        {/* The installable app (decision 099). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <Links />
        {data ? <WebFonts nonce={nonce} fonts={data.branding.fonts} /> : null}
        {data ? <style nonce={nonce}>{data.brandingCss}</style> : null}
        {data ? <AlternateLanguageLinks siteUrl={data.siteUrl} language={data.language} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const translator = useMemo(
    () => createPageTranslator(data.language, data.messages),
    [data.language, data.messages],
  );
  // Routes ship the namespaces only they need (`messages` in their loader data);
  // adding them while rendering keeps server and browser output identical.
  const matches = useMatches();
  for (const match of matches) {
    if (match.id === "root") continue;
    translator.addMessages((match.loaderData as { messages?: Messages } | undefined)?.messages);
  }
  useEffect(() => {
    rememberPreferences(data.language, data.currency);
  }, [data.language, data.currency]);
  return (
    <TranslatorProvider translator={translator}>
      <PreferencesProvider
        language={data.language}
        currency={data.currency as CurrencyCode}
        rates={data.rates}
      >
        <ImageOriginsProvider value={data.imageOrigins}>
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        </ImageOriginsProvider>
      </PreferencesProvider>
    </TranslatorProvider>
  );
}

/**
 * Root-level failure: the shell itself could not render, so this page stands
 * alone with the spec's 'Something went wrong' and 'Reload Page'.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const errors = (data?.messages.errors ?? {}) as Record<string, string>;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { pathname, search } = useLocation();
  return (
    <main id="main" className="root-error">
      <h1>{errors.rootTitle ?? "Something went wrong"}</h1>
      <p>{errors.rootText ?? "The page could not be displayed."}</p>
      <p className="root-error__status">{status}</p>
      {/* A plain link to this same page reloads it, even when scripts failed. */}
      <a className="btn btn-primary" href={`${pathname}${search}`}>
        {errors.reloadPage ?? "Reload Page"}
      </a>
    </main>
  );
}
