import { z } from "zod";
import { readGradient, readHexColor, safeBannerStyle } from "#app/domain/content/banner-style";
import {
  type HomeBanner,
  splitHighlight,
  TITLE_FONT_SIZES,
  type TitleFontSize,
} from "#app/domain/content/banners";
import { isDangerousUrl } from "#app/domain/content/clean-markdown";
import type { Translations } from "#app/domain/content/translations";
import { isCalendarDate } from "#app/domain/dates";
import { BANNER_LIMITS, BANNER_TEXT_LIMITS, type BannerFormValues } from "./banners-fields";
import { type FormReader, readTranslations, translationsForForm } from "./content-translations";
import { readImageUrl } from "./places";
import { isPhotoPick, pickedPhotoUrl } from "./single-photo";
import { contentError, dollars, optionalText, optionalWhole, zodErrors } from "./tours";
import { overlongTranslation } from "./translated-lengths";

/**
 * The promotional banner editor's form (issue 16, item 1): the texts (in five
 * languages), how the banner looks (title size, highlight, colours, gradient,
 * background picture), where its button leads (a tour, which it then books,
 * or a path on this site), the trip's facts, and an optional deal: a
 * discount of 1-90 % with its first and last day, listed on /deals.
 * Colours and the gradient are kept to a safe subset (banner-style.ts).
 */

const msg = (key: string) => `admin-banners:errors.${key}`;

export type BannerInput = {
  title: string;
  subtitle: string | null;
  description: string | null;
  titleFontSize: TitleFontSize;
  titleHighlightText: string | null;
  titleHighlightColor: string | null;
  textColor: string | null;
  gradientOverlay: string | null;
  backgroundImageUrl: string | null;
  tourId: number | null;
  /** The typed path when there is no tour; with a tour the module stores the tour's page. */
  tourLink: string | null;
  buttonText: string | null;
  tourDuration: string | null;
  tourBestTime: string | null;
  /** US cents. */
  tourPrice: number | null;
  tourGroupSize: number | null;
  discountPercent: number | null;
  validFrom: string | null;
  validUntil: string | null;
  isActive: boolean;
  translations: Translations;
};

function text(read: FormReader, name: string, max: number): string {
  const value = read(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The form as typed, each field cut (to twice its limit, so an overlong one is refused, not cut). */
export function readBannerValues(read: FormReader): BannerFormValues {
  const L = BANNER_LIMITS;
  return {
    title: text(read, "title", L.title * 2),
    subtitle: text(read, "subtitle", L.subtitle * 2),
    description: text(read, "description", L.description * 2),
    titleFontSize: text(read, "titleFontSize", 20),
    titleHighlightText: text(read, "titleHighlightText", L.highlightText * 2),
    titleHighlightColor: text(read, "titleHighlightColor", 20),
    textColor: text(read, "textColor", 20),
    gradientOverlay: text(read, "gradientOverlay", L.gradient * 2),
    backgroundImageUrl: text(read, "backgroundImageUrl", L.imageUrl * 2),
    tourId: text(read, "tourId", 12),
    tourLink: text(read, "tourLink", L.link * 2),
    buttonText: text(read, "buttonText", L.buttonText * 2),
    tourDuration: text(read, "tourDuration", L.tourDuration * 2),
    tourBestTime: text(read, "tourBestTime", L.tourBestTime * 2),
    tourPrice: text(read, "tourPrice", 20),
    tourGroupSize: text(read, "tourGroupSize", 12),
    discountPercent: text(read, "discountPercent", 12),
    validFrom: text(read, "validFrom", 20),
    validUntil: text(read, "validUntil", 20),
    isActive: read("isActive") === "on",
    translations: translationsForForm(readTranslations(read, "promotionalBanners")),
  };
}

/**
 * A path on this site the button may lead to: `/…`, without spaces or
 * backslashes (a browser reads `/\host` as another site), nothing a
 * script could run; empty is none.
 */
export function readSitePath(value: string): { ok: true; path: string | null } | { ok: false } {
  const path = value.trim();
  if (path === "") return { ok: true, path: null };
  const local = path.startsWith("/") && !path.startsWith("//");
  if (!local || /[\s\\]/.test(path) || isDangerousUrl(path) || path.length > BANNER_LIMITS.link) {
    return { ok: false };
  }
  return { ok: true, path };
}

/** A calendar day as typed (YYYY-MM-DD, as the date input posts it); empty is none. */
function readDay(value: string): { ok: true; day: string | null } | { ok: false } {
  const day = value.trim();
  if (day === "") return { ok: true, day: null };
  return isCalendarDate(day) ? { ok: true, day } : { ok: false };
}

const schema = z.object({
  title: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length > 0, { message: contentError("titleRequired") })
    .refine((value) => value.length <= BANNER_LIMITS.title, { message: contentError("tooLong") }),
  subtitle: optionalText(BANNER_LIMITS.subtitle, "tooLong"),
  description: optionalText(BANNER_LIMITS.description, "tooLong"),
  titleFontSize: z.enum(TITLE_FONT_SIZES, { message: contentError("fontSize") }),
  titleHighlightText: optionalText(BANNER_LIMITS.highlightText, "tooLong"),
  buttonText: optionalText(BANNER_LIMITS.buttonText, "tooLong"),
  tourDuration: optionalText(BANNER_LIMITS.tourDuration, "tooLong"),
  tourBestTime: optionalText(BANNER_LIMITS.tourBestTime, "tooLong"),
  tourPrice: dollars,
  tourGroupSize: optionalWhole(1, BANNER_LIMITS.groupSize, "groupSize"),
});

/** The deal's discount: a whole number of 1-90 per cent; empty is no deal. */
function readDiscount(value: string): { ok: true; percent: number | null } | { ok: false } {
  const typed = value.trim();
  if (typed === "") return { ok: true, percent: null };
  const percent = /^\d{1,2}$/.test(typed) ? Number(typed) : Number.NaN;
  return percent >= BANNER_LIMITS.discountMin && percent <= BANNER_LIMITS.discountMax
    ? { ok: true, percent }
    : { ok: false };
}

type Parsed = { ok: true; input: BannerInput } | { ok: false; fieldErrors: Record<string, string> };

/** What is saved from the typed form, or the message key of each refused field. */
export function validateBanner(values: BannerFormValues, read: FormReader): Parsed {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) Object.assign(errors, zodErrors(parsed.error));

  const colour = (field: "titleHighlightColor" | "textColor") => {
    const typed = values[field].trim();
    const value = readHexColor(typed);
    if (typed !== "" && value === null) errors[field] = contentError("color");
    return value;
  };
  const titleHighlightColor = colour("titleHighlightColor");
  const textColor = colour("textColor");
  const gradientOverlay = readGradient(values.gradientOverlay);
  if (values.gradientOverlay.trim() !== "" && gradientOverlay === null)
    errors.gradientOverlay = msg("gradient");
  const image = readImageUrl(values.backgroundImageUrl);
  if (!image.ok) errors.backgroundImageUrl = contentError("singleImageUrl");

  const typedTour = values.tourId.trim();
  const tourId = /^\d{1,9}$/.test(typedTour) && Number(typedTour) > 0 ? Number(typedTour) : null;
  if (typedTour !== "" && tourId === null) errors.tourId = msg("tour");
  const link = readSitePath(values.tourLink);
  if (!link.ok) errors.tourLink = msg("link");

  const percent = readDiscount(values.discountPercent);
  if (!percent.ok) errors.discountPercent = msg("discount");
  const from = readDay(values.validFrom);
  const until = readDay(values.validUntil);
  if (!from.ok) errors.validFrom = msg("date");
  if (!until.ok) errors.validUntil = msg("date");
  if (from.ok && until.ok) {
    if ((from.day === null) !== (until.day === null)) {
      errors[from.day === null ? "validFrom" : "validUntil"] = msg("bothDates");
    } else if (from.day && until.day && until.day < from.day) {
      errors.validUntil = msg("untilBeforeFrom");
    } else if (percent.ok && percent.percent !== null && from.day === null) {
      errors.validFrom = msg("dealNeedsDates");
    }
  }

  if (parsed.success && parsed.data.titleHighlightText) {
    if (!splitHighlight(parsed.data.title, parsed.data.titleHighlightText)) {
      errors.titleHighlightText = contentError("highlightNotInTitle");
    }
  }
  const translations = readTranslations(read, "promotionalBanners");
  if (overlongTranslation(translations, BANNER_TEXT_LIMITS)) errors.translations = msg("translationTooLong");

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    input: {
      ...parsed.data,
      titleHighlightColor,
      textColor,
      gradientOverlay,
      backgroundImageUrl: image.ok ? image.url : null,
      tourId,
      tourLink: link.ok ? link.path : null,
      discountPercent: percent.ok ? percent.percent : null,
      validFrom: from.ok ? from.day : null,
      validUntil: until.ok ? until.day : null,
      isActive: values.isActive,
      translations,
    },
  };
}

/**
 * The posted form: a picture chosen in the media library's picker (the form
 * comes back with it, nothing saved), a preview asked for (the form comes
 * back with the banner drawn, nothing saved), the input to save, or the
 * refused fields.
 */
export function readBannerForm(read: FormReader) {
  const values = readBannerValues(read);
  if (isPhotoPick(read("intent"))) {
    const picked = pickedPhotoUrl(read("pickImage"));
    return { kind: "picked" as const, values: picked ? { ...values, backgroundImageUrl: picked } : values };
  }
  const parsed = validateBanner(values, read);
  if (!parsed.ok) return { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
  if (read("intent") === "preview") return { kind: "preview" as const, values, input: parsed.input };
  return { kind: "save" as const, values, input: parsed.input };
}

/**
 * The banner as the home page draws it (in English), for the editor's
 * preview: from a validated form or a stored row (styles outside the safe
 * subset dropped, as the home page drops them).
 */
export function bannerPreview(input: Omit<BannerInput, "isActive" | "translations">, id = 0): HomeBanner {
  return safeBannerStyle({
    id,
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    titleFontSize: input.titleFontSize,
    titleHighlightText: input.titleHighlightText,
    titleHighlightColor: input.titleHighlightColor,
    backgroundImageUrl: input.backgroundImageUrl,
    gradientOverlay: input.gradientOverlay,
    textColor: input.textColor,
    tourId: input.tourId,
    tourLink: input.tourLink,
    tourDuration: input.tourDuration,
    tourBestTime: input.tourBestTime,
    tourPrice: input.tourPrice,
    tourGroupSize: input.tourGroupSize,
    buttonText: input.buttonText,
    textLang: "en",
  });
}

/** A stored banner as the form shows it. */
export function bannerFormValues(row: {
  title: string;
  subtitle: string | null;
  description: string | null;
  titleFontSize: string;
  titleHighlightText: string | null;
  titleHighlightColor: string | null;
  textColor: string | null;
  gradientOverlay: string | null;
  backgroundImageUrl: string | null;
  tourId: number | null;
  tourLink: string | null;
  buttonText: string | null;
  tourDuration: string | null;
  tourBestTime: string | null;
  tourPrice: number | null;
  tourGroupSize: number | null;
  discountPercent: number | null;
  validFrom: string | null;
  validUntil: string | null;
  isActive: boolean;
  translations: Translations;
}): BannerFormValues {
  const str = (value: number | null) => (value === null ? "" : String(value));
  return {
    title: row.title,
    subtitle: row.subtitle ?? "",
    description: row.description ?? "",
    titleFontSize: row.titleFontSize,
    titleHighlightText: row.titleHighlightText ?? "",
    titleHighlightColor: row.titleHighlightColor ?? "",
    textColor: row.textColor ?? "",
    gradientOverlay: row.gradientOverlay ?? "",
    backgroundImageUrl: row.backgroundImageUrl ?? "",
    tourId: str(row.tourId),
    // With a tour the link is the tour's page, kept by the save: the field shows it only without one.
    tourLink: row.tourId === null ? (row.tourLink ?? "") : "",
    buttonText: row.buttonText ?? "",
    tourDuration: row.tourDuration ?? "",
    tourBestTime: row.tourBestTime ?? "",
    tourPrice: row.tourPrice === null ? "" : (row.tourPrice / 100).toFixed(row.tourPrice % 100 === 0 ? 0 : 2),
    tourGroupSize: str(row.tourGroupSize),
    discountPercent: str(row.discountPercent),
    validFrom: row.validFrom ?? "",
    validUntil: row.validUntil ?? "",
    isActive: row.isActive,
    translations: translationsForForm(row.translations),
  };
}
