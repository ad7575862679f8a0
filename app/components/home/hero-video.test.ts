import { describe, expect, it } from "vitest";
import { isLowEndDevice, isSlowConnection, mayPlayHeroVideo, readDeviceSignals } from "./hero-video";

const capable = {
  deviceMemory: 8,
  hardwareConcurrency: 8,
  effectiveType: "4g",
  saveData: false,
  prefersReducedMotion: false,
};

describe("mayPlayHeroVideo", () => {
  it("plays on a capable device with a fast connection", () => {
    expect(mayPlayHeroVideo(capable)).toBe(true);
  });

  it("does not play on 2 GB of memory or less", () => {
    expect(mayPlayHeroVideo({ ...capable, deviceMemory: 2 })).toBe(false);
    expect(mayPlayHeroVideo({ ...capable, deviceMemory: 0.5 })).toBe(false);
    expect(mayPlayHeroVideo({ ...capable, deviceMemory: 4 })).toBe(true);
  });

  it("does not play on 2 cores or fewer", () => {
    expect(mayPlayHeroVideo({ ...capable, hardwareConcurrency: 2 })).toBe(false);
    expect(mayPlayHeroVideo({ ...capable, hardwareConcurrency: 1 })).toBe(false);
    expect(mayPlayHeroVideo({ ...capable, hardwareConcurrency: 3 })).toBe(true);
  });

  it("does not play on 3g or slower", () => {
    for (const effectiveType of ["3g", "2g", "slow-2g"]) {
      expect(mayPlayHeroVideo({ ...capable, effectiveType })).toBe(false);
    }
    expect(mayPlayHeroVideo({ ...capable, effectiveType: "4g" })).toBe(true);
  });

  it("does not play for reduced motion or data saving", () => {
    expect(mayPlayHeroVideo({ ...capable, prefersReducedMotion: true })).toBe(false);
    expect(mayPlayHeroVideo({ ...capable, saveData: true })).toBe(false);
  });

  it("treats signals a browser does not expose as unknown, not as low-end", () => {
    expect(mayPlayHeroVideo({ prefersReducedMotion: false })).toBe(true);
    expect(isLowEndDevice({ prefersReducedMotion: false, deviceMemory: 0 })).toBe(false);
    expect(isSlowConnection({ prefersReducedMotion: false })).toBe(false);
  });
});

describe("readDeviceSignals", () => {
  it("reads memory, cores, connection and the motion preference", () => {
    const win = {
      navigator: {
        deviceMemory: 4,
        hardwareConcurrency: 6,
        connection: { effectiveType: "3g", saveData: true },
      },
      matchMedia: (query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)" }),
    } as unknown as Window;
    expect(readDeviceSignals(win)).toEqual({
      deviceMemory: 4,
      hardwareConcurrency: 6,
      effectiveType: "3g",
      saveData: true,
      prefersReducedMotion: true,
    });
  });
});
