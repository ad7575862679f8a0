import { PHOTO_URL_MAX } from "#app/domain/admin/single-photo";
import { useTranslation } from "#app/i18n/react";
import type { PickerImage } from "./image-picker";
import { PhotoField } from "./photo-field";

/**
 * One of a form's several pictures (a destination's, an accommodation's
 * featured and card pictures): its address, a preview, and its own picker
 * from the media library, whose choice fills this field only (`photoPickFor`).
 */
export function LibraryPictureField({
  name,
  label,
  value,
  error,
  images,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  images: PickerImage[];
}) {
  const { t } = useTranslation("admin-content");
  return (
    <PhotoField
      name={name}
      value={value}
      error={error}
      maxLength={PHOTO_URL_MAX}
      images={images}
      ownPicker
      labels={{
        field: label,
        hint: t("placePictures.hint"),
        picker: t("placePictures.picker", { field: label }),
        pick: t("placePictures.pick"),
        pickerHint: t("placePictures.pickerHint"),
      }}
    />
  );
}
