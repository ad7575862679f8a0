import { data } from "react-router";
import {
  AccommodationInquiryForm,
  ContactForm,
  TripRequestForm,
} from "#app/components/conversations/enquiry-forms";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { type EnquiryResult, enquiryType, positiveId } from "#app/domain/conversation-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { enquiryReply, handleEnquiry } from "#app/modules/enquiries/enquiry-action.server";
import { readForm } from "#app/modules/http/request-body.server";
import { passRetryAfter } from "#app/modules/http/too-many-requests.server";
import type { Route } from "./+types/enquiry";

/**
 * Every enquiry form (contact, accommodation, tour, tailor-made) posts here.
 * With JavaScript a fetcher shows the answer in place; without it this page
 * shows the answer, with the form and everything typed when something is wrong.
 * A GET shows the tailor-made request form.
 */
export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "enquiries");
  return {
    messages: messagesFor(context.language, ["enquiries", "validation"]),
    seo: { title: t("page.metaTitle"), description: t("page.lead") },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export const headers = passRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const outcome = await handleEnquiry(form, context);
  const { result, status, headers } = enquiryReply(context.language, form, outcome);
  return data(result, { status, headers });
}

/**
 * The forms post through a fetcher, and a fetcher whose request fails outright
 * (network down, a proxy's 502) would replace the whole page with the error
 * boundary, losing what was typed. Answer such a failure like the server's
 * own: a message in the form, and every field as it was.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    const values: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key).filter((value): value is string => typeof value === "string");
      values[key] = all.length > 1 ? all : all[0];
    }
    return {
      ok: false,
      type: enquiryType(form.get("type")),
      message: "",
      fieldErrors: {},
      values,
      unreachable: true,
    } satisfies EnquiryResult;
  }
}

export default function EnquiryPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("enquiries");
  const result = (actionData ?? null) as EnquiryResult | null;
  const values = result && !result.ok ? result.values : {};
  const type = result?.type ?? "tailor_made";
  const accommodationId = positiveId(values.accommodationId);
  const tourId = positiveId(values.tourId);
  return (
    <>
      <PageHeader
        title={t(`page.title.${type}`)}
        lead={t("page.lead")}
        crumbs={[{ label: t(`page.title.${type}`), to: "/enquiry" }]}
      />
      <div className="container enquiry-section">
        {type === "contact" ? (
          <ContactForm initial={result} />
        ) : type === "accommodation" && accommodationId ? (
          <AccommodationInquiryForm
            accommodationId={accommodationId}
            accommodationName={String(values.accommodationName ?? "")}
            initial={result}
          />
        ) : (
          <TripRequestForm
            tour={tourId ? { id: tourId, title: String(values.tourTitle ?? "") } : null}
            initial={result}
          />
        )}
      </div>
    </>
  );
}
