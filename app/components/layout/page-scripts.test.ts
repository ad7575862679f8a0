import { describe, expect, it } from "vitest";
import { BOOT_FALLBACK_MS, ROUTER_BOOT_ID, routerBootScript } from "./page-scripts";

// Issue 11, defect 20: the boot waited for an animation frame only, and a tab
// opened in the background gets none, so its page stayed inert. The script
// runs here against a stand-in document whose frames and timers the test fires.

function run() {
  const frames: Array<() => void> = [];
  const timers: Array<{ delay: number; callback: () => void }> = [];
  const appended: Array<{ tag: string; rel?: string; href?: string; type?: string; textContent?: string }> =
    [];
  const element = (tag: string) => ({ tag }) as (typeof appended)[number];
  const document = {
    getElementById: (id: string) => (id === ROUTER_BOOT_ID ? { textContent: "import('/app.js')" } : null),
    createElement: element,
    head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
    body: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
  };
  const script = routerBootScript(["/assets/a.js", "/assets/b.js"]);
  new Function("document", "requestAnimationFrame", "setTimeout", script)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ delay, callback }),
  );
  const fireTimers = (upTo: number) => {
    for (const timer of timers.splice(0).filter((t) => t.delay <= upTo)) timer.callback();
  };
  const moduleScripts = () => appended.filter((node) => node.tag === "script");
  return { frames, timers, appended, fireTimers, moduleScripts };
}

describe("the deferred boot", () => {
  it("starts the modules once the first frame has been painted", () => {
    const page = run();
    expect(page.frames).toHaveLength(1);
    page.frames[0]?.();
    page.fireTimers(0);
    expect(page.moduleScripts()).toEqual([
      { tag: "script", type: "module", textContent: "import('/app.js')" },
    ]);
    expect(page.appended.filter((node) => node.rel === "modulepreload").map((node) => node.href)).toEqual([
      "/assets/a.js",
      "/assets/b.js",
    ]);
  });

  it("starts them after the fallback delay when no frame comes (a background tab)", () => {
    const page = run();
    expect(page.timers.map((t) => t.delay)).toEqual([BOOT_FALLBACK_MS]);
    page.fireTimers(BOOT_FALLBACK_MS);
    expect(page.moduleScripts()).toHaveLength(1);
  });

  it("starts them once when both the frame and the fallback come", () => {
    const page = run();
    page.frames[0]?.();
    page.fireTimers(BOOT_FALLBACK_MS);
    page.frames.splice(0);
    expect(page.moduleScripts()).toHaveLength(1);
    expect(page.appended.filter((node) => node.rel === "modulepreload")).toHaveLength(2);
  });
});
