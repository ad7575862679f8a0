import "#app/styles/places.css";
import { AccommodationEnquiry } from "#app/components/accommodation/accommodation-enquiry";
import { AccommodationFacts } from "#app/components/accommodation/accommodation-facts";
import { AccommodationHeader } from "#app/components/accommodation/accommodation-header";
import { AmenitiesSection } from "#app/components/accommodation/amenities";
import { NearbyStays } from "#app/components/accommodation/nearby-stays";
import { StayLocationSection } from "#app/components/accommodation/stay-location";
import { StayTimesSection } from "#app/components/accommodation/stay-times";
import { PreviewBanner } from "#app/components/content/preview-banner";
import { PlacePage } from "#app/components/places/place-page";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { useTranslation } from "#app/i18n/react";
import { staffPreview } from "#app/modules/identity/staff-preview.server";
import type { Route } from "./+types/detail";
import { loadAccommodation } from "./accommodation.server";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadAccommodation({
    slug: params.slug,
    language: context.language,
    // Staff open an inactive accommodation from its editor (?preview=1); everyone else gets 404.
    staffPreview: staffPreview(request, context),
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function AccommodationRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("accommodations");
  const { accommodation: stay, destination, nearby, jsonLd } = loaderData;
  return (
    <>
      <PreviewBanner text={loaderData.previewBanner} />
      <AccommodationHeader stay={stay} />

      <PlacePage
        image={stay.image}
        overview={{ title: t("overview"), html: stay.descriptionHtml }}
        highlights={{ title: t("highlights"), items: stay.highlights }}
        lang={stay.textLang}
        facts={{
          title: t("atAGlance"),
          content: <AccommodationFacts stay={stay} destination={destination} />,
        }}
      >
        <AmenitiesSection amenities={stay.amenities} lang={stay.textLang} />
        <StayTimesSection checkIn={stay.checkIn} checkOut={stay.checkOut} />
        <StayLocationSection stay={stay} destination={destination} />
        <AccommodationEnquiry stay={stay} />
      </PlacePage>

      <NearbyStays stays={nearby} destination={destination} />

      <JsonLd data={jsonLd} />
    </>
  );
}
