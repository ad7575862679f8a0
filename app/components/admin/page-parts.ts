import { usePreferences } from "#app/components/preferences/preferences-context";
import { OFFICE_TIME_ZONE } from "#app/domain/dates";

/** Every staff page's meta: its title from the loader, and never indexed. */
export function adminMeta(title: string | undefined) {
  return [{ title: title ?? "Admin" }, { name: "robots", content: "noindex" }];
}

/** Date and time as the office reads them (East Africa Time), in the staff member's language. */
export function useOfficeDateTime(): Intl.DateTimeFormat {
  const { locale } = usePreferences();
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: OFFICE_TIME_ZONE,
  });
}
