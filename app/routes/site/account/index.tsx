import "#app/styles/account.css";
import { AccountFields, formState } from "#app/components/account/account-form";
import { BookingsSection } from "#app/components/account/bookings-list";
import { PrivacySection } from "#app/components/account/danger-zone";
import { LoyaltySection, ReferralSection } from "#app/components/account/loyalty";
import { PreferencesSection } from "#app/components/account/preferences";
import { EmailSection, ProfileSection } from "#app/components/account/profile-forms";
import { SecuritySection } from "#app/components/account/security";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { FormStatus } from "#app/components/ui/form";
import { db } from "#app/db/client.server";
import { type AccountIntent, savedNotice } from "#app/domain/account-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { loyaltySummary, referralStats } from "#app/modules/account/loyalty.server";
import { newsletterSubscribed } from "#app/modules/account/preferences.server";
import { getProfile } from "#app/modules/account/profile.server";
import { listAccountBookings } from "#app/modules/booking/account.server";
import { passRetryAfter } from "#app/modules/http/too-many-requests.server";
import { hasPassword } from "#app/modules/identity/accounts.server";
import { requireViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";
import { handleAccountAction } from "./account.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const t = serverT(context.language, "account");
  const [profile, loyalty, referral, subscribed, passwordSet, bookings] = await Promise.all([
    getProfile(viewer.id),
    loyaltySummary(viewer.id, 5),
    referralStats(viewer.id),
    newsletterSubscribed(viewer.email),
    hasPassword(viewer.id),
    listAccountBookings(db(), viewer.id, new Date()),
  ]);
  if (!profile) throw new Response(null, { status: 404 });
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    profile: {
      email: profile.email,
      fullName: profile.fullName ?? "",
      phone: profile.phone ?? "",
      emailVerified: profile.emailVerified,
      /** False for an account made with Google: its forms confirm and change things another way. */
      hasPassword: passwordSet,
    },
    preferences: {
      language: profile.preferredLanguage ?? context.language,
      currency: profile.preferredCurrency ?? context.currency,
    },
    loyalty: {
      ...loyalty,
      entries: loyalty.entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    },
    referral,
    bookings,
    subscribed,
    saved: savedNotice(saved),
    messages: messagesFor(context.language, ["account"]),
    seo: { title: t("title"), description: t("metaDescription"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  return handleAccountAction(viewer, request, context);
}

export const headers = passRetryAfter;

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

/** The page's sections in the order of its table of contents: anchor and title key. */
const CONTENTS = [
  ["profile", "profile"],
  ["loyalty", "loyalty.title"],
  ["bookings", "myBookings"],
  ["preferences", "preferences.title"],
  ["security", "security.title"],
  ["privacy", "privacy.title"],
] as const;

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { profile } = loaderData;
  const state = (intent: AccountIntent) => formState(actionData, loaderData.saved, intent);
  const generalError = actionData && actionData.intent === null ? actionData.formError : null;

  return (
    <>
      <PageHeader
        title={t("title")}
        crumbs={[{ label: t("title"), to: "/account" }]}
        lead={profile.fullName ? t("welcome", { name: profile.fullName }) : undefined}
      />
      <div className="container account">
        {generalError ? (
          <AccountFields intent="account">
            <FormStatus tone="error">{generalError}</FormStatus>
          </AccountFields>
        ) : null}
        <nav className="account__toc" aria-label={t("sectionsLabel")}>
          <ul>
            {CONTENTS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{t(title)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account__sections">
          <ProfileSection profile={profile} state={state("profile")} />
          <EmailSection profile={profile} state={state("email")} />
          <LoyaltySection loyalty={loaderData.loyalty} />
          <ReferralSection referral={loaderData.referral} />
          <BookingsSection bookings={loaderData.bookings} />
          <PreferencesSection
            subscribed={loaderData.subscribed}
            preferences={loaderData.preferences}
            newsletterState={state("newsletter")}
            preferencesState={state("preferences")}
          />
          <SecuritySection
            email={profile.email}
            hasPassword={profile.hasPassword}
            state={state("password")}
          />
          <PrivacySection email={profile.email} hasPassword={profile.hasPassword} state={state("delete")} />
        </div>
      </div>
    </>
  );
}
