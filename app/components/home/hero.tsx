import { useEffect, useState } from "react";
import { HERO_VIDEO_DELAY_MS, mayPlayHeroVideo, readDeviceSignals } from "#app/components/home/hero-video";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { LinkButtons } from "#app/components/ui/link-buttons";
import { sceneUrl } from "#app/domain/media/images";
import { useTranslation } from "#app/i18n/react";
import { usePrefersReducedMotion } from "./hooks";
import { Icon } from "./icons";

export const HERO_IMAGE = sceneUrl("kilimanjaro", 7);

/**
 * Section 1: the full-height hero. The still image is the page's largest
 * paint (eager, high priority). When a video is configured, it replaces the
 * image after 2 s, muted and looping, unless the device, the connection or
 * the visitor's motion preference say otherwise (`mayPlayHeroVideo`).
 */
export function Hero({ videoUrl }: { videoUrl: string | null }) {
  const { t } = useTranslation("home");
  const reducedMotion = usePrefersReducedMotion();
  const [showVideo, setShowVideo] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!videoUrl) return;
    const timer = window.setTimeout(() => {
      if (mayPlayHeroVideo(readDeviceSignals(window))) setShowVideo(true);
    }, HERO_VIDEO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [videoUrl]);

  const video = showVideo && videoUrl && !reducedMotion;

  return (
    <section className="hero home-hero" aria-labelledby="hero-title">
      <ResponsiveImage
        src={HERO_IMAGE}
        alt=""
        width={1600}
        height={1000}
        // Cover-cropped on phones, but the LCP budget wins over sharpness: a drawn scene upscales well.
        sizes="100vw"
        priority
        className="hero__image"
      />
      {video ? (
        <video
          className={playing ? "home-hero__video is-playing" : "home-hero__video"}
          src={videoUrl}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          data-testid="hero-video"
          ref={(element) => {
            // React sets `muted` as a property only; autoplay policies read it before play().
            if (!element) return;
            element.muted = true;
            if (stopped) element.pause();
            else element.play().catch(() => setPlaying(false));
          }}
          onPlaying={() => setPlaying(true)}
          // A missing or unplayable file: the still image simply stays.
          onError={() => setShowVideo(false)}
        />
      ) : null}
      <div className="hero__scrim" />
      <div className="container hero__content home-hero__content">
        <p className="hero__eyebrow">{t("hero.eyebrow")}</p>
        <h1 id="hero-title" className="hero__title">
          {t("hero.title")}
        </h1>
        <p className="hero__subtitle">{t("hero.subtitle")}</p>
        <LinkButtons
          links={[
            { to: "/tours", label: t("hero.exploreTours") },
            { to: "/contact", label: t("hero.planTrip") },
          ]}
          tone="band"
          className="hero__actions"
        />
      </div>
      {video && playing ? (
        <button
          type="button"
          className="home-hero__video-toggle"
          aria-pressed={stopped}
          onClick={() => setStopped((s) => !s)}
        >
          <Icon name={stopped ? "play" : "pause"} size={18} />
          <span className="sr-only">{stopped ? t("hero.playVideo") : t("hero.pauseVideo")}</span>
        </button>
      ) : null}
    </section>
  );
}
