import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageOriginsProvider } from "#app/components/media/image-origins";
import {
  FALLBACK_IMAGE_SRC,
  installBrokenImageFallback,
  ResponsiveImage,
} from "#app/components/media/responsive-image";
import { sceneSrcSet, sceneUrl } from "#app/domain/media/images";

const attr = (html: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1];

describe("ResponsiveImage", () => {
  it("gives a scene a WebP srcset at every served width, lazily", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src={sceneUrl("crater", 12)}
        alt="Crater"
        width={800}
        height={500}
        sizes="50vw"
        className="x"
      />,
    );
    expect(attr(html, "src")).toBe("/media/scenes/crater.12.w800.webp");
    expect(attr(html, "srcSet")).toBe(
      "/media/scenes/crater.12.w400.webp 400w, /media/scenes/crater.12.w800.webp 800w, /media/scenes/crater.12.w1200.webp 1200w, /media/scenes/crater.12.w1600.webp 1600w",
    );
    expect(attr(html, "sizes")).toBe("50vw");
    expect(attr(html, "loading")).toBe("lazy");
    expect(attr(html, "decoding")).toBe("async");
    expect(attr(html, "width")).toBe("800");
    expect(attr(html, "height")).toBe("500");
    expect(attr(html, "alt")).toBe("Crater");
    expect(attr(html, "class")).toBe("x");
    expect(html).not.toMatch(/fetchpriority/i);
  });

  it("loads a priority image eagerly and first", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src={sceneUrl("kilimanjaro", 7)}
        alt=""
        width={1600}
        height={1000}
        sizes="100vw"
        priority
      />,
    );
    expect(attr(html, "loading")).toBe("eager");
    expect(attr(html, "fetchPriority")).toBe("high");
    expect(attr(html, "decoding")).toBe("auto");
    expect(attr(html, "src")).toBe("/media/scenes/kilimanjaro.7.w1600.webp");
  });

  it("shows any other URL as it is", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src="/uploads/tour-42.jpg" alt="Tour" width={400} height={250} sizes="100vw" />,
    );
    expect(attr(html, "src")).toBe("/uploads/tour-42.jpg");
    expect(html).not.toMatch(/srcset|sizes=/i);
    expect(attr(html, "loading")).toBe("lazy");
  });

  it("asks an image host for each width in WebP", () => {
    const html = renderToStaticMarkup(
      <ImageOriginsProvider value={["https://images.unsplash.com"]}>
        <ResponsiveImage
          src="https://images.unsplash.com/photo-1"
          alt="Lion"
          width={400}
          height={250}
          sizes="50vw"
        />
      </ImageOriginsProvider>,
    ).replaceAll("&amp;", "&");
    expect(attr(html, "src")).toBe("https://images.unsplash.com/photo-1?w=400&q=75&fm=webp");
    expect(attr(html, "srcSet")).toContain("https://images.unsplash.com/photo-1?w=1600&q=75&fm=webp 1600w");
    expect(attr(html, "sizes")).toBe("50vw");
  });

  // Issue 11, defect 12: the Content-Security-Policy would block it, so it is not shown broken.
  it("shows the default picture for a host IMAGE_HOSTS does not list", () => {
    const html = renderToStaticMarkup(
      <ImageOriginsProvider value={["https://images.unsplash.com"]}>
        <ResponsiveImage
          src="https://images.pexels.com/p.jpg"
          alt="Lion"
          width={400}
          height={250}
          sizes="50vw"
        />
      </ImageOriginsProvider>,
    );
    expect(attr(html, "src")).toBe("/media/scenes/savannah.0.w400.webp");
    expect(html).not.toContain("pexels");
  });

  it.each([null, undefined, "", "   "])("uses the default picture for src %j", (src) => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src={src} alt="" width={400} height={250} sizes="100vw" />,
    );
    expect(attr(html, "src")).toBe("/media/scenes/savannah.0.w400.webp");
    expect(attr(html, "srcSet")).toContain("savannah.0.w1600.webp 1600w");
  });

  it("gives an uploaded picture its variants' srcset, never wider than the upload", () => {
    const key = "abcdefghij0123456789klmn";
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src={`/media/library/${key}/1000.webp`}
        alt="Lioness"
        width={400}
        height={250}
        sizes="33vw"
      />,
    );
    expect(attr(html, "src")).toBe(`/media/library/${key}/400.webp`);
    expect(attr(html, "srcSet")).toBe(
      `/media/library/${key}/400.webp 400w, /media/library/${key}/800.webp 800w, /media/library/${key}/1000.webp 1000w`,
    );
    expect(attr(html, "sizes")).toBe("33vw");
  });

  it("builds no srcset for a URL that is not a scene", () => {
    expect(sceneSrcSet("/media/scenes/unicorn.1.svg")).toBeNull();
  });
});

/** Just enough DOM for the listener: no DOM library is installed for unit tests. */
class FakeImage {
  attributes = new Map<string, string>();
  complete = false;
  naturalWidth = 0;
  constructor(src: string, srcset?: string) {
    this.attributes.set("src", src);
    if (srcset) {
      this.attributes.set("srcset", srcset);
      this.attributes.set("sizes", "100vw");
    }
  }
  get src() {
    return this.attributes.get("src") ?? "";
  }
  set src(value: string) {
    this.attributes.set("src", value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}

function fakeDocument(images: FakeImage[]) {
  const listeners: Array<{ type: string; fn: (e: Event) => void; capture: boolean }> = [];
  return {
    images,
    listeners,
    addEventListener(type: string, fn: (e: Event) => void, capture: boolean) {
      listeners.push({ type, fn, capture });
    },
    removeEventListener(type: string, fn: (e: Event) => void) {
      const i = listeners.findIndex((l) => l.type === type && l.fn === fn);
      if (i >= 0) listeners.splice(i, 1);
    },
    fire(target: unknown) {
      for (const l of listeners) if (l.type === "error") l.fn({ target } as unknown as Event);
    },
  };
}

describe("installBrokenImageFallback", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("swaps a failed image for the default picture, once", () => {
    const broken = new FakeImage("/gone.jpg", "/gone-400.jpg 400w");
    const doc = fakeDocument([]);
    vi.stubGlobal("HTMLImageElement", FakeImage);
    vi.stubGlobal("document", doc);
    const remove = installBrokenImageFallback();
    expect(installBrokenImageFallback()).toBe(remove);
    expect(doc.listeners).toHaveLength(1);
    expect(doc.listeners[0]).toMatchObject({ type: "error", capture: true });

    doc.fire(broken);
    expect(broken.src).toBe(FALLBACK_IMAGE_SRC);
    expect(FALLBACK_IMAGE_SRC).toBe("/media/scenes/savannah.0.w800.webp");
    expect(broken.hasAttribute("srcset")).toBe(false);
    expect(broken.hasAttribute("sizes")).toBe(false);

    // The default failing as well must not loop.
    broken.src = "/still-broken";
    doc.fire(broken);
    expect(broken.src).toBe("/still-broken");

    // Errors of other elements (scripts, links) are none of its business.
    doc.fire({ src: "x" });
    remove();
    expect(doc.listeners).toHaveLength(0);
  });

  it("fixes images that failed before it was installed", () => {
    const failed = Object.assign(new FakeImage("/gone.jpg"), { complete: true, naturalWidth: 0 });
    const loaded = Object.assign(new FakeImage("/ok.jpg"), { complete: true, naturalWidth: 800 });
    const pending = new FakeImage("/lazy.jpg");
    vi.stubGlobal("HTMLImageElement", FakeImage);
    vi.stubGlobal("document", fakeDocument([failed, loaded, pending]));
    const remove = installBrokenImageFallback();
    expect(failed.src).toBe(FALLBACK_IMAGE_SRC);
    expect(loaded.src).toBe("/ok.jpg");
    expect(pending.src).toBe("/lazy.jpg");
    remove();
  });
});
