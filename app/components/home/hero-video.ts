/**
 * Whether the hero may swap its still image for the background video (spec
 * sections 2 and 9): not on low-end devices (2 GB of memory or less, or 2
 * cores or fewer), not on a connection of 3g or slower, not when the visitor
 * saves data or prefers reduced motion. Unknown values (browsers that do not
 * expose them) do not count against the video.
 */
export type DeviceSignals = {
  /** navigator.deviceMemory, in GB (Chromium only). */
  deviceMemory?: number;
  /** navigator.hardwareConcurrency: logical cores. */
  hardwareConcurrency?: number;
  /** navigator.connection.effectiveType: "slow-2g" | "2g" | "3g" | "4g". */
  effectiveType?: string;
  /** navigator.connection.saveData */
  saveData?: boolean;
  prefersReducedMotion: boolean;
};

const SLOW_CONNECTIONS = new Set(["slow-2g", "2g", "3g"]);

export const LOW_END_MEMORY_GB = 2;
export const LOW_END_CORES = 2;
/** The still image shows this long before the video may start. */
export const HERO_VIDEO_DELAY_MS = 2000;

export function isLowEndDevice({ deviceMemory, hardwareConcurrency }: DeviceSignals): boolean {
  return (
    (typeof deviceMemory === "number" && deviceMemory > 0 && deviceMemory <= LOW_END_MEMORY_GB) ||
    (typeof hardwareConcurrency === "number" &&
      hardwareConcurrency > 0 &&
      hardwareConcurrency <= LOW_END_CORES)
  );
}

export function isSlowConnection({ effectiveType }: DeviceSignals): boolean {
  return typeof effectiveType === "string" && SLOW_CONNECTIONS.has(effectiveType);
}

export function mayPlayHeroVideo(signals: DeviceSignals): boolean {
  if (signals.prefersReducedMotion) return false;
  if (signals.saveData) return false;
  return !isLowEndDevice(signals) && !isSlowConnection(signals);
}

type NavigatorWithHints = Navigator & {
  deviceMemory?: number;
  connection?: { effectiveType?: string; saveData?: boolean };
};

/** Reads the signals from the browser; call only in effects (never while rendering). */
export function readDeviceSignals(win: Window): DeviceSignals {
  const nav = win.navigator as NavigatorWithHints;
  return {
    deviceMemory: nav.deviceMemory,
    hardwareConcurrency: nav.hardwareConcurrency,
    effectiveType: nav.connection?.effectiveType,
    saveData: nav.connection?.saveData,
    prefersReducedMotion: win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
  };
}
