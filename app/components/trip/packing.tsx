import { AccountSection } from "#app/components/account/account-form";
import { PackingList } from "#app/components/kilimanjaro/packing-list";
import { PACKING_LISTS, type TripWallet } from "#app/domain/trip/wallet";
import { useTranslation } from "#app/i18n/react";

/** What to pack for this trip: the mountain's list for a climb, the coast's or a safari's otherwise. */
export function TripPacking({ wallet }: { wallet: TripWallet }) {
  const { t } = useTranslation("trip");
  const kind = wallet.tour.packing;
  return (
    <AccountSection id="packing" title={t(`packing.title.${kind}`)}>
      <p className="account-section__text">{t("packing.intro")}</p>
      <div data-testid={`trip-packing-${kind}`}>
        {kind === "climb" ? <PackingList /> : <PackingList namespace="trip" groups={PACKING_LISTS[kind]} />}
      </div>
    </AccountSection>
  );
}
