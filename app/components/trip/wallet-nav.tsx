import { Link } from "react-router";
import type { WalletPage } from "#app/domain/offline/cache-rules";
import { WALLET_PAGES } from "#app/domain/offline/cache-rules";
import { walletUrl } from "#app/domain/trip/wallet";
import { useTranslation } from "#app/i18n/react";

/** Each wallet page's name in the trip namespace. */
export const WALLET_PAGE_NAMES: Record<WalletPage, string> = {
  "": "nav.itinerary",
  voucher: "nav.voucher",
  contacts: "nav.contacts",
  packing: "nav.packing",
};

/**
 * The wallet's four pages. Whole-page links (`reloadDocument`): with no
 * connection each page is the saved document the service worker holds,
 * where a router navigation would ask the server for data it cannot reach.
 */
export function WalletNav({ reference, current }: { reference: string; current: WalletPage }) {
  const { t } = useTranslation("trip");
  return (
    <nav className="trip-nav" aria-label={t("nav.label")}>
      <ul>
        {WALLET_PAGES.map((page) => (
          <li key={page}>
            <Link
              to={walletUrl(reference, page)}
              reloadDocument
              aria-current={page === current ? "page" : undefined}
            >
              {t(WALLET_PAGE_NAMES[page])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
