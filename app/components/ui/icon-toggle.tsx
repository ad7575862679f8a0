import "./icon-toggle.css";

/**
 * A round toggle button showing one outlined icon, filled while pressed: the
 * wishlist heart and the compare toggle. `className` sets the pressed colours;
 * `type="submit"` when the button belongs to a form that works without JavaScript.
 */
export function IconToggle(props: {
  pressed: boolean;
  /** Accessible name, e.g. "Save Serengeti Safari to your wishlist". */
  label: string;
  /** Tooltip. */
  title: string;
  /** One SVG path in a 24 × 24 box. */
  icon: string;
  iconSize: number;
  className: string;
  testId: string;
  type: "button" | "submit";
  onClick?: () => void;
}) {
  const svg = (
    <svg
      viewBox="0 0 24 24"
      width={props.iconSize}
      height={props.iconSize}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={props.icon}
        fill={props.pressed ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
  const attributes = {
    className: `icon-toggle ${props.className}`,
    "aria-pressed": props.pressed,
    "aria-label": props.label,
    title: props.title,
    "data-testid": props.testId,
    onClick: props.onClick,
  };
  return props.type === "submit" ? (
    <button type="submit" {...attributes}>
      {svg}
    </button>
  ) : (
    <button type="button" {...attributes}>
      {svg}
    </button>
  );
}
