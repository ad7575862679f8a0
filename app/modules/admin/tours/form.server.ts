import { readTourValues, validateTour } from "#app/domain/admin/tours";
import { appendImageLine, applyDayIntent, readDayIntent } from "#app/domain/admin/tours-fields";

/**
 * The tour form posted to the new and edit pages: what was typed (to show it
 * again), and either a change to the days (add, remove, move: the form comes
 * back, nothing saved), or the input to save, or the refused fields.
 */
export function readTourForm(form: FormData) {
  const like = { get: (name: string) => form.get(name), getAll: (name: string) => form.getAll(name) };
  const values = readTourValues(like);
  const dayIntent = readDayIntent(form.get("intent")?.toString());
  if (dayIntent) {
    return { kind: "days" as const, values: { ...values, days: applyDayIntent(values.days, dayIntent) } };
  }
  // A picture chosen in the media library's picker: added to the list, the form comes back unsaved.
  if (form.get("intent") === "addImage") {
    const picked = form.get("pickImage")?.toString() ?? "";
    return { kind: "days" as const, values: { ...values, images: appendImageLine(values.images, picked) } };
  }
  const parsed = validateTour(values, like);
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}
