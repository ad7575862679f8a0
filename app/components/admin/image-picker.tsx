import { useTranslation } from "#app/i18n/react";

export type PickerImage = { key: string; url: string; alt: string; name: string };

/**
 * Adds a picture of the media library to an editor's picture list (issue 16):
 * choose it, then the button posts the form back unsaved with the picture's
 * line added (`intent=addImage`, read by the editor's form reader), so it
 * works without JavaScript like the itinerary's day buttons. Only pictures
 * with English alt text are offered: the others cannot be used yet.
 * `text` replaces the label, button and hint where the picture is not added
 * to a list but chosen for a single field (a team member's photo).
 * `target` names that field where a form has several single pictures: the
 * choice is then posted as `pickImage:{target}` with `intent=addImage:{target}`
 * (`photoPickFor` in domain/admin/single-photo.ts reads it).
 */
export function ImagePicker({
  images,
  id = "pick-image",
  text,
  target,
}: {
  images: PickerImage[];
  id?: string;
  text?: { label: string; add: string; hint: string };
  target?: string;
}) {
  const suffix = target ? `:${target}` : "";
  const { t } = useTranslation("admin-content");
  if (images.length === 0) {
    return (
      <p className="form-field__hint">
        {t("imagePicker.none")} <a href="/admin/media/upload">{t("imagePicker.upload")}</a>
      </p>
    );
  }
  return (
    <div className="image-picker">
      <label htmlFor={id}>{text?.label ?? t("imagePicker.label")}</label>
      <div className="image-picker__row">
        <select id={id} name={`pickImage${suffix}`}>
          {images.map((image) => (
            <option key={image.key} value={`${image.url} | ${image.alt}`}>
              {`${image.alt} (${image.name})`}
            </option>
          ))}
        </select>
        <button
          type="submit"
          name="intent"
          value={`addImage${suffix}`}
          className="btn btn-ghost"
          formNoValidate
        >
          {text?.add ?? t("imagePicker.add")}
        </button>
      </div>
      <p className="form-field__hint">
        {text?.hint ?? t("imagePicker.hint")} <a href="/admin/media/upload">{t("imagePicker.upload")}</a>
      </p>
    </div>
  );
}
