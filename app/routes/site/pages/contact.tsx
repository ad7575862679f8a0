import "#app/styles/pages.css";
import { ContactForm, TripRequestForm } from "#app/components/conversations/enquiry-forms";
import { PageHeader } from "#app/components/layout/page-header";
import { useRootData } from "#app/components/layout/root-data";
import { ArushaMap } from "#app/components/pages/arusha-map";
import { ContactCard, ContactCardHeading } from "#app/components/pages/contact-card";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { openStreetMapUrl } from "#app/domain/catalogue/region-map";
import { OFFICE_LOCATION } from "#app/domain/content/office";
import { sceneUrl } from "#app/domain/media/images";
import { organizationJsonLd } from "#app/domain/seo/organization";
import { telLink, whatsappLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { tourForEnquiry } from "#app/modules/enquiries/enquiries.server";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context.language, "pages");
  // /contact?tour=ID&date=YYYY-MM-DD (the tour pages' enquire links) opens a tour enquiry.
  const url = new URL(request.url);
  const tourId = Number(url.searchParams.get("tour"));
  const tour = Number.isInteger(tourId) && tourId > 0 ? await tourForEnquiry(tourId) : null;
  const date = url.searchParams.get("date") ?? "";
  return {
    tour,
    tripDefaults: /^\d{4}-\d{2}-\d{2}$/.test(date) ? { startDate: date } : {},
    messages: messagesFor(context.language, ["pages", "enquiries", "validation"]),
    seo: {
      title: t("contact.metaTitle"),
      description: t("contact.metaDescription"),
      image: sceneUrl("coffee-farm", 1),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const { t: te } = useTranslation("enquiries");
  const { t: tc } = useTranslation("common");
  const root = useRootData();
  if (!root) return null;
  const { contact, branding } = root;
  const addressLines = contact.address.split(",").map((line) => line.trim());
  return (
    <>
      <JsonLd data={organizationJsonLd(root)} />
      <PageHeader
        title={t("contact.title")}
        eyebrow={t("contact.eyebrow")}
        lead={t("contact.lead")}
        crumbs={[{ label: t("breadcrumbs.contact"), to: "/contact" }]}
      />
      <div className="container contact">
        <div className="contact__cards">
          <ContactCard id="contact-phone-title" icon="phone" title={t("contact.phoneTitle")}>
            <ul className="contact-card__list">
              <li>
                <span className="contact-card__label">{t("contact.primaryPhone")}</span>
                <a href={telLink(contact.phonePrimary)} className="contact-card__link">
                  {contact.phonePrimary}
                </a>
              </li>
              <li>
                <span className="contact-card__label">{t("contact.secondaryPhone")}</span>
                <a href={telLink(contact.phoneSecondary)} className="contact-card__link">
                  {contact.phoneSecondary}
                </a>
              </li>
            </ul>
          </ContactCard>

          <ContactCard
            id="contact-whatsapp-title"
            icon="whatsapp"
            title={t("contact.whatsappTitle")}
            className="contact-card--whatsapp"
          >
            <p>{t("contact.whatsappText")}</p>
            <a
              href={whatsappLink(contact.whatsappNumber, tc("whatsapp.message"))}
              className="btn btn-primary contact-card__button"
              target="_blank"
              rel="noopener noreferrer"
              data-testid="contact-whatsapp"
            >
              {t("contact.whatsappButton")}
              <span className="sr-only"> {t("contact.opensNewWindow")}</span>
            </a>
          </ContactCard>

          <ContactCard id="contact-email-title" icon="email" title={t("contact.emailTitle")}>
            <a href={`mailto:${contact.email}`} className="contact-card__link contact-card__email">
              {contact.email}
            </a>
            <p className="contact-card__note">{t("contact.emailText")}</p>
          </ContactCard>

          <ContactCard id="contact-hours-title" icon="hours" title={t("contact.hoursTitle")}>
            <p className="contact-card__hours" data-testid="office-hours">
              {t("contact.hours")}
            </p>
            <p className="contact-card__note">{t("contact.hoursNote")}</p>
          </ContactCard>
        </div>

        <section className="enquiry-section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{te("contactTitle")}</h2>
          <p>{te("contactLead")}</p>
          <ContactForm />
        </section>

        <section className="enquiry-section" aria-labelledby="tailor-made-title" id="tailor-made">
          <h2 id="tailor-made-title">
            {loaderData.tour ? `${te("tourTitle")}: ${loaderData.tour.title}` : te("tailorMadeTitle")}
          </h2>
          <p>{te("tailorMadeLead")}</p>
          <TripRequestForm tour={loaderData.tour} defaults={loaderData.tripDefaults} />
        </section>

        <section className="contact-visit" aria-labelledby="contact-visit-title">
          <div className="contact-visit__text">
            <ContactCardHeading id="contact-visit-title" icon="address" title={t("contact.addressTitle")} />
            <address className="contact-visit__address">
              <strong>{branding.companyName}</strong>
              {addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <p className="contact-card__note">{t("contact.directions")}</p>
            <p className="contact-visit__licence">{t("contact.licence", { licence: contact.licence })}</p>
            <a
              href={openStreetMapUrl(OFFICE_LOCATION, 16)}
              className="pages-link"
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("contact.openMap")}
              <span className="sr-only"> {t("contact.opensNewWindow")}</span>
            </a>
          </div>
          <figure className="contact-visit__map">
            <ArushaMap officeLabel={branding.companyName} />
            <figcaption>{t("map.caption")}</figcaption>
          </figure>
        </section>
      </div>
    </>
  );
}
