import "#app/styles/admin-branding.css";
import { useIsAllowedImage } from "#app/components/media/image-origins";
import { Field } from "#app/components/ui/form";
import { ImagePicker, type PickerImage } from "./image-picker";

/**
 * One picture field of the branding editors (a brand asset's file, a card
 * design's background): its address, a preview shown whole (a logo is not
 * cropped like a portrait), and the media library's picker, whose button
 * posts the form back unsaved with the chosen picture in the field
 * (domain/admin/single-photo.ts), so it works without JavaScript.
 */
export function BrandingPictureField({
  name,
  value,
  error,
  maxLength,
  images,
  labels,
}: {
  name: string;
  value: string;
  error?: string;
  maxLength: number;
  images: PickerImage[];
  labels: { field: string; hint: string; picker: string; pick: string; pickerHint: string };
}) {
  // Only a picture the site may show (the Content-Security-Policy's origins); the save checks it properly.
  const isAllowed = useIsAllowedImage();
  const path = value.trim();
  const preview = path.startsWith("/") && isAllowed(path) ? path : null;
  return (
    <div className="branding-picture">
      {preview ? (
        // Decorative: the field beside it says what the picture is.
        <img src={preview} alt="" className="branding-picture__preview" height={64} loading="lazy" />
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
        id={`pick-${name.replace(/\W/g, "-")}`}
        text={{ label: labels.picker, add: labels.pick, hint: labels.pickerHint }}
      />
    </div>
  );
}
