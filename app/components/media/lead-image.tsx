import { ResponsiveImage } from "./responsive-image";

type Place = [frame: string, image: string, width: number, height: number, sizes: string];

/** Where the site shows a lead picture: the frame's class and the picture's, its drawn size, its width on screen. */
const PLACES = {
  post: ["post__media", "post__image", 1600, 900, "(min-width: 1024px) 960px, 100vw"],
  route: ["route-intro__media", "route-intro__image", 1200, 750, "(min-width: 1024px) 760px, 100vw"],
  banner: ["container", "pages-banner", 1280, 480, "(min-width: 1280px) 1248px, 100vw"],
} satisfies Record<string, Place>;

/**
 * A page's lead picture, just below its header: a blog post's, a Kilimanjaro
 * route's, or the wide banner of the about and content pages. Decorative (the
 * header has said what it shows) and loaded first, as the first screen's
 * largest paint.
 */
export function LeadImage({ place, src }: { place: keyof typeof PLACES; src?: string | null }) {
  const [frame, image, width, height, sizes] = PLACES[place];
  return (
    <div className={frame}>
      <ResponsiveImage
        src={src}
        alt=""
        width={width}
        height={height}
        sizes={sizes}
        priority
        className={image}
      />
    </div>
  );
}
