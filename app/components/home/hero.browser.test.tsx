// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPageTranslator } from "#app/i18n/instance";
import common from "#app/i18n/locales/en/common.json";
import home from "#app/i18n/locales/en/home.json";
import { TranslatorProvider } from "#app/i18n/react";
import { Hero } from "./hero";

// The hero mounted in a browser (happy-dom): the still image, then after 2 s a
// muted looping video, only where the device, connection and visitor allow it.

type Browser = {
  hardwareConcurrency?: number;
  deviceMemory?: number;
  effectiveType?: string;
  reducedMotion?: boolean;
};

let root: Root | undefined;
let container: HTMLElement;

/** What the browser reports about itself: the outside world of this component. */
function pretendBrowser(browser: Browser) {
  vi.stubGlobal("navigator", {
    ...navigator,
    userAgent: navigator.userAgent,
    hardwareConcurrency: browser.hardwareConcurrency ?? 8,
    deviceMemory: browser.deviceMemory ?? 8,
    connection: { effectiveType: browser.effectiveType ?? "4g", saveData: false },
  });
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" && (browser.reducedMotion ?? false),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

async function mount(videoUrl: string | null, browser: Browser = {}) {
  pretendBrowser(browser);
  container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <TranslatorProvider translator={createPageTranslator("en", { common, home })}>
        <MemoryRouter>
          <Hero videoUrl={videoUrl} />
        </MemoryRouter>
      </TranslatorProvider>,
    );
  });
}

const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

const videos = () => [...container.querySelectorAll("video")];
const images = () => [...container.querySelectorAll("img")];

describe("Hero in the browser", () => {
  beforeEach(() => {
    vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", true);
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    container?.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the still image, then after 2 s a muted, looping video", async () => {
    await mount("/media/hero.mp4");
    expect(images()).toHaveLength(1);
    expect(videos()).toHaveLength(0);
    await wait(1900);
    expect(videos()).toHaveLength(0);
    await wait(100);
    const [video] = videos();
    if (!video) throw new Error("no video after 2 s");
    expect(video.getAttribute("src")).toBe("/media/hero.mp4");
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    // The still image stays underneath.
    expect(images()).toHaveLength(1);
  });

  it("keeps the still image without a video URL", async () => {
    await mount(null);
    await wait(10_000);
    expect(videos()).toHaveLength(0);
    expect(images()).toHaveLength(1);
  });

  it.each<[string, Browser]>([
    ["the visitor prefers reduced motion", { reducedMotion: true }],
    ["the device has 2 cores", { hardwareConcurrency: 2 }],
    ["the device has 2 GB of memory", { deviceMemory: 2 }],
    ["the connection is 3g", { effectiveType: "3g" }],
  ])("shows no video when %s", async (_, browser) => {
    await mount("/media/hero.mp4", browser);
    await wait(10_000);
    expect(videos()).toHaveLength(0);
    expect(images()).toHaveLength(1);
  });
});
