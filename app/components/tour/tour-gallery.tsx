import { ResponsiveImage } from "#app/components/media/responsive-image";
import { useTranslation } from "#app/i18n/react";

/**
 * The tour's pictures: a mosaic (one large, up to four small) on wide screens,
 * a swipeable strip on phones. The first is the page's hero image.
 */
export function TourGallery({
  images,
  title,
}: {
  images: Array<{ id: number; url: string; alt: string }>;
  title: string;
}) {
  const { t } = useTranslation("tours");
  const shown = images.length > 0 ? images.slice(0, 5) : [{ id: 0, url: "", alt: title }];
  return (
    <section
      className={`tour-gallery tour-gallery--${shown.length}`}
      aria-label={t("detail.gallery")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip must be reachable by keyboard
      tabIndex={0}
      data-testid="tour-gallery"
    >
      {shown.map((image, index) => (
        <figure key={image.id} className="tour-gallery__item">
          <ResponsiveImage
            src={image.url || null}
            alt={image.alt}
            width={index === 0 ? 1600 : 800}
            height={index === 0 ? 1000 : 500}
            sizes={
              index === 0
                ? "(min-width: 1280px) 760px, (min-width: 768px) 60vw, 88vw"
                : "(min-width: 1280px) 300px, (min-width: 768px) 25vw, 88vw"
            }
            priority={index === 0}
            className="tour-gallery__image"
          />
        </figure>
      ))}
    </section>
  );
}
