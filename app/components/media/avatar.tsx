import { useIsAllowedImage } from "#app/components/media/image-origins";
import { ResponsiveImage } from "#app/components/media/responsive-image";

/** Up to two letters: first and last word, so "Amani Juma Mushi" is "AM". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toLocaleUpperCase() || "?";
}

// Deep enough for white initials to pass WCAG AA contrast on every one.
const COLORS = ["#9a3412", "#166534", "#1e40af", "#6b21a8", "#9d174d", "#115e59", "#854d0e", "#3f3f46"];

/** The same name always gets the same colour. */
export function avatarColor(name: string): string {
  let h = 0;
  for (const ch of name.trim().toLowerCase()) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[h % COLORS.length] ?? "#3f3f46";
}

export interface AvatarProps {
  name: string;
  url?: string | null;
  /** Diameter in CSS pixels. */
  size: number;
  className?: string;
}

/** A person's picture in a circle, or their initials when there is none. */
export function Avatar({ name, url, size, className }: AvatarProps) {
  const label = name.trim();
  const classes = ["avatar", className].filter(Boolean).join(" ");
  const isAllowed = useIsAllowedImage();
  // A picture the Content-Security-Policy would block: the initials instead.
  if (url?.trim() && isAllowed(url.trim())) {
    return (
      <span
        className={classes}
        style={{
          display: "inline-block",
          width: size,
          height: size,
          borderRadius: "50%",
          overflow: "hidden",
          flex: "none",
        }}
      >
        <ResponsiveImage
          src={url}
          alt={label}
          width={size}
          height={size}
          sizes={`${size}px`}
          className="avatar__image"
          style={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }}
        />
      </span>
    );
  }
  return (
    <span
      className={classes}
      role="img"
      aria-label={label}
      style={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        borderRadius: "50%",
        flex: "none",
        background: avatarColor(label),
        color: "#ffffff",
        fontWeight: 600,
        fontSize: Math.round(size * 0.4),
        lineHeight: 1,
        userSelect: "none",
      }}
    >
      <span aria-hidden="true">{initialsOf(label)}</span>
    </span>
  );
}
