import "#app/styles/admin-testimonials-team.css";
import { useIsAllowedImage } from "#app/components/media/image-origins";
import { Field } from "#app/components/ui/form";
import { ImagePicker, type PickerImage } from "./image-picker";

/**
 * A record's one picture (a traveller's avatar, a team member's photo): its
 * address, a preview of it, and the media library's picker, whose button
 * posts the form back unsaved with the chosen picture's address in the field
 * (domain/admin/single-photo.ts), so it works without JavaScript. Emptied,
 * the record has no picture. Labels come translated from the editor.
 */
export function PhotoField({
  name,
  value,
  error,
  maxLength,
  images,
  labels,
  ownPicker = false,
}: {
  name: string;
  value: string;
  error?: string;
  maxLength: number;
  images: PickerImage[];
  labels: { field: string; hint: string; picker: string; pick: string; pickerHint: string };
  /** The form has several pictures: this one's picker posts for its own field (`photoPickFor`). */
  ownPicker?: boolean;
}) {
  // Only a picture the site may show (the Content-Security-Policy's origins); the save checks it properly.
  const isAllowed = useIsAllowedImage();
  const preview = value.trim() !== "" && isAllowed(value.trim()) ? value.trim() : null;
  return (
    <div className="photo-field">
      {preview ? (
        // Decorative: the field beside it says what the picture is.
        <img src={preview} alt="" className="photo-field__preview" width={96} height={96} loading="lazy" />
      ) : null}
      <Field
        name={name}
        label={labels.field}
        hint={labels.hint}
        error={error}
        defaultValue={value}
        maxLength={maxLength}
        spellCheck={false}
      />
      <ImagePicker
        images={images}
        id={`pick-${name}`}
        target={ownPicker ? name : undefined}
        text={{ label: labels.picker, add: labels.pick, hint: labels.pickerHint }}
      />
    </div>
  );
}
