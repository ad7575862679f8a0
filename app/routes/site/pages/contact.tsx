import "#app/styles/pages.css";
import { ContactForm, TripRequestForm } from "#app/components/conversations/enquiry-forms";
import { PageHeader } from "#app/components/layout/page-header";
import { useRootData } from "#app/components/layout/root-data";
import { ArushaMap } from "#app/components/pages/arusha-map";
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

function Icon({ d }: { d: string }) {
  return (
    <span className="contact-card__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d={d} fill="currentColor" />
      </svg>
    </span>
  );
}

const ICONS = {
  phone:
    "M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z",
  whatsapp:
    "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 13.6c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.3 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.1 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.8.9c.3.1.4.2.5.3 0 .2 0 .7-.2 1.3z",
  email:
    "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7.3V17h16V7.3l-8 4.9z",
  address:
    "M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  hours:
    "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.5 2.1-1 1.7L11 12.7V7h2z",
};

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
          <section className="contact-card" aria-labelledby="contact-phone-title">
            <Icon d={ICONS.phone} />
            <h2 id="contact-phone-title" className="contact-card__title">
              {t("contact.phoneTitle")}
            </h2>
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
          </section>

          <section className="contact-card contact-card--whatsapp" aria-labelledby="contact-whatsapp-title">
            <Icon d={ICONS.whatsapp} />
            <h2 id="contact-whatsapp-title" className="contact-card__title">
              {t("contact.whatsappTitle")}
            </h2>
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
          </section>

          <section className="contact-card" aria-labelledby="contact-email-title">
            <Icon d={ICONS.email} />
            <h2 id="contact-email-title" className="contact-card__title">
              {t("contact.emailTitle")}
            </h2>
            <a href={`mailto:${contact.email}`} className="contact-card__link contact-card__email">
              {contact.email}
            </a>
            <p className="contact-card__note">{t("contact.emailText")}</p>
          </section>

          <section className="contact-card" aria-labelledby="contact-hours-title">
            <Icon d={ICONS.hours} />
            <h2 id="contact-hours-title" className="contact-card__title">
              {t("contact.hoursTitle")}
            </h2>
            <p className="contact-card__hours" data-testid="office-hours">
              {t("contact.hours")}
            </p>
            <p className="contact-card__note">{t("contact.hoursNote")}</p>
          </section>
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
            <Icon d={ICONS.address} />
            <h2 id="contact-visit-title" className="contact-card__title">
              {t("contact.addressTitle")}
            </h2>
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
