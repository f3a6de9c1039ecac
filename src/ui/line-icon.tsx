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
