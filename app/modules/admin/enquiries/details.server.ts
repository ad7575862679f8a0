import { detailEntries } from "#app/domain/admin/enquiries-fields";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";

/**
 * Labels of the details JSON, from the site's enquiry forms (the `enquiries`
 * namespace, the same words the traveller saw). Names are already the
 * enquiry's name, and special requests its message, so they are left out.
 */
const LABELS: Record<string, string> = {
  accommodationName: "labels.accommodationName",
  checkIn: "labels.checkIn",
  checkOut: "labels.checkOut",
  nights: "labels.nights",
  adults: "labels.adults",
  children: "labels.children",
  infants: "labels.infants",
  roomType: "labels.roomType",
  nationality: "labels.nationality",
  dietaryRequirements: "labels.dietaryRequirements",
  tourTitle: "labels.tour",
  startDate: "labels.startDate",
  endDate: "labels.endDate",
  travelMonth: "labels.travelMonth",
  budget: "labels.budget",
  interests: "labels.interests",
};
const SHOWN_ELSEWHERE = new Set(["firstName", "lastName", "specialRequests"]);
/** Values that are a choice of the form, shown as the form named them. */
const CHOICES: Record<string, string> = { roomType: "roomTypes", budget: "budgets", interests: "interests" };

/** What the traveller sent beyond name and message, as label and value in the staff member's language. */
export function readableDetails(
  details: Record<string, unknown>,
  subject: string | null,
  language: Language,
): Array<{ label: string; value: string }> {
  const t = serverT(language, "enquiries");
  const facts = subject ? [{ label: t("labels.subject"), value: t(`subjects.${subject}`) }] : [];
  for (const [key, value] of detailEntries(details)) {
    if (SHOWN_ELSEWHERE.has(key)) continue;
    const label = LABELS[key] ? t(LABELS[key]) : key;
    const choices = CHOICES[key];
    const shown = choices
      ? value
          .split(", ")
          .map((choice) => t(`${choices}.${choice}`, { defaultValue: choice }))
          .join(", ")
      : value;
    facts.push({ label, value: shown });
  }
  return facts;
}
