import { tierProgress } from "#app/domain/account-fields";
import { useTranslation } from "#app/i18n/react";
import { AccountSection } from "./account-form";

export type AccountLoyalty = {
  balance: number;
  tier: string;
  tierFloor: number;
  next: { tier: string; threshold: number; missing: number } | null;
  entries: { id: number | string; reason: string; points: number; createdAt: string }[];
};

/** The points, the tier, the way to the next tier and the latest entries of the ledger. */
export function LoyaltySection({ loyalty }: { loyalty: AccountLoyalty }) {
  const { t, i18n } = useTranslation("account");
  const number = new Intl.NumberFormat(i18n.language);
  const progress = tierProgress(loyalty.balance, loyalty.tierFloor, loyalty.next?.threshold ?? null);
  return (
    <AccountSection id="loyalty" title={t("loyalty.title")}>
      <dl className="account-stats">
        <div>
          <dt>{t("loyalty.balance")}</dt>
          <dd data-testid="loyalty-points">{t("loyalty.points", { count: loyalty.balance })}</dd>
        </div>
        <div>
          <dt>{t("loyalty.tier")}</dt>
          <dd data-testid="loyalty-tier">{t(`loyalty.tiers.${loyalty.tier}`)}</dd>
        </div>
      </dl>
      {loyalty.next ? (
        <div className="account-progress">
          <label htmlFor="loyalty-progress">
            {t("loyalty.toNext", {
              count: loyalty.next.missing,
              tier: t(`loyalty.tiers.${loyalty.next.tier}`),
            })}
          </label>
          <progress id="loyalty-progress" max={100} value={progress}>
            {progress}%
          </progress>
        </div>
      ) : (
        <p className="account-section__text">{t("loyalty.topTier")}</p>
      )}
      {loyalty.entries.length > 0 ? (
        <>
          <h3 className="account-section__subtitle">{t("loyalty.history")}</h3>
          <ul className="account-ledger">
            {loyalty.entries.map((entry) => (
              <li key={entry.id}>
                <span>{t(`loyalty.reasons.${entry.reason}`)}</span>
                <time dateTime={entry.createdAt}>
                  {new Date(entry.createdAt).toLocaleDateString(i18n.language, { timeZone: "UTC" })}
                </time>
                <strong className={entry.points < 0 ? "account-ledger__minus" : undefined}>
                  {entry.points > 0 ? "+" : ""}
                  {number.format(entry.points)}
                </strong>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="account-section__text">{t("loyalty.noHistory")}</p>
      )}
    </AccountSection>
  );
}

export type AccountReferral = { code: string | null; shareLink: string | null; friends: number };

/** The person's referral code, its share link and how many friends joined with it. */
export function ReferralSection({ referral }: { referral: AccountReferral }) {
  const { t } = useTranslation("account");
  return (
    <AccountSection id="referral" title={t("referral.title")}>
      <p className="account-section__text">{t("referral.text")}</p>
      {referral.code && referral.shareLink ? (
        <>
          <dl className="account-stats">
            <div>
              <dt>{t("referral.code")}</dt>
              <dd className="account-code" data-testid="referral-code">
                {referral.code}
              </dd>
            </div>
            <div>
              <dt>{t("referral.friendsLabel")}</dt>
              <dd data-testid="referral-friends">{t("referral.friends", { count: referral.friends })}</dd>
            </div>
          </dl>
          <div className="account-field">
            <label htmlFor="referral-link">{t("referral.shareLink")}</label>
            <input
              id="referral-link"
              className="account-input"
              type="url"
              readOnly
              value={referral.shareLink}
              aria-describedby="referral-link-hint"
            />
            <p id="referral-link-hint" className="account-field__hint">
              {t("referral.shareHint")}
            </p>
          </div>
        </>
      ) : (
        <p className="account-section__text">{t("referral.noCode")}</p>
      )}
    </AccountSection>
  );
}
