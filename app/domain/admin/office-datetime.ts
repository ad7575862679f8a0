import { OFFICE_TIME_ZONE } from "#app/domain/dates";

/**
 * A date and time as staff type it (`<input type="datetime-local">`,
 * YYYY-MM-DDTHH:MM) in the office's time zone (East Africa Time, decision
 * 050), and the UTC instant that is stored. The zone's rules come from Intl,
 * so nothing here assumes a fixed +03:00.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, found);
  }
  return found;
}

function wallClock(instant: Date, timeZone: string) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time typed in `timeZone` (the office's by
 * default), or null when the text is not a real date and time.
 */
export function officeLocalToUtc(local: string, timeZone: string = OFFICE_TIME_ZONE): Date | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(guess);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || year < 1970 || year > 9999) {
    return null;
  }
  // The offset at the guess, then again at the result (a zone that changes its clock).
  let instant = guess - offsetAt(new Date(guess), timeZone);
  instant = guess - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** A stored instant as the office's wall clock, YYYY-MM-DDTHH:MM (what datetime-local shows). */
export function utcToOfficeLocal(instant: Date, timeZone: string = OFFICE_TIME_ZONE): string {
  const clock = wallClock(instant, timeZone);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${String(clock.year).padStart(4, "0")}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}
