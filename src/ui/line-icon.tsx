/** A decorative outline icon drawn from one SVG path on a 24-unit grid, in the text's colour. */
export function LineIcon({
  path,
  className,
  strokeWidth = "1.8",
}: {
  path: string;
  className: string;
  strokeWidth?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** A car seen from the front: the storefront's "My car" and the console's Vehicles. */
export const CAR_ICON_PATH = "M5 16v-5l2-5h10l2 5v5M5 16h14M5 16v2M19 16v2M5 11h14M8 13.5h.01M16 13.5h.01";
