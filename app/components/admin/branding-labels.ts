import { useTranslation } from "#app/i18n/react";

/**
 * The branding editors' labels of stored words: a card design's type ("Tour
 * card"), a brand asset's type, variant and usage ("Logo", "Light on dark",
 * "Header"); a word the site does not know shows as it is stored.
 */
export function useBrandingLabels() {
  const { t } = useTranslation("admin-branding");
  return {
    designType: (value: string) => t(`cardDesigns.types.${value}`, { defaultValue: value }),
    assetType: (value: string) => t(`brandAssets.types.${value}`, { defaultValue: value }),
    variant: (value: string) => t(`brandAssets.variants.${value}`, { defaultValue: value }),
    usage: (value: string) => t(`brandAssets.usages.${value}`, { defaultValue: value }),
  };
}
