import type { ImgHTMLAttributes } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

const showPlaceholder = (image: HTMLImageElement) => {
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
};

/** A product photo that swaps to the placeholder when it fails to load (a deleted or broken file). */
export function ProductImage({
  src,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { src: string | null }) {
  return (
    <img
      {...props}
      alt={alt}
      src={src ?? PLACEHOLDER_IMAGE}
      onError={(event) => showPlaceholder(event.currentTarget)}
      ref={(image) => {
        // An image that failed before hydration fired its error event before React listened.
        if (image?.complete && image.naturalWidth === 0) showPlaceholder(image);
      }}
    />
  );
}
