import { useSyncExternalStore } from "react";
import {
  type AddResult,
  addToSelection,
  COMPARE_STORAGE_KEY,
  cleanSelection,
} from "#app/domain/catalogue/comparison";

/** Titles of the selected tours, for the tray only; the selection itself is the ids. */
const TITLES_KEY = "compare.titles";
const EMPTY: number[] = [];

let snapshot: number[] | null = null;
const listeners = new Set<() => void>();

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or storage full: the selection lasts for this page only.
  }
}

function current(): number[] {
  snapshot ??= cleanSelection(readJson(COMPARE_STORAGE_KEY));
  return snapshot;
}

function save(ids: number[]) {
  snapshot = ids;
  writeJson(COMPARE_STORAGE_KEY, ids);
  const titles = compareTitles();
  writeJson(TITLES_KEY, Object.fromEntries(ids.filter((id) => titles[id]).map((id) => [id, titles[id]])));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the selection.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COMPARE_STORAGE_KEY && event.key !== null) return;
    snapshot = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The selected tour ids; empty on the server and until hydration. */
export function useCompareSelection(): number[] {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

/** The titles remembered for the selected ids (strings only). */
export function compareTitles(): Record<number, string> {
  const stored = readJson(TITLES_KEY);
  const titles: Record<number, string> = {};
  if (stored && typeof stored === "object" && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      if (/^\d{1,9}$/.test(key) && typeof value === "string") titles[Number(key)] = value.slice(0, 200);
    }
  }
  return titles;
}

export function addToCompare(id: number, title: string): AddResult {
  const { ids, result } = addToSelection(current(), id);
  if (result === "added") {
    writeJson(TITLES_KEY, { ...compareTitles(), [id]: title });
    save(ids);
  }
  return result;
}

export function removeFromCompare(id: number) {
  save(current().filter((item) => item !== id));
}

export function clearCompare() {
  save([]);
}
