import { imageInfo, imageUrl } from "#app/content/images.ts";
import type { PictureSource } from "#app/content/people.ts";
import { usePublicConfig } from "#app/lib/browser/public-config.ts";

interface PictureProps {
  /** A catalogue picture, or an editor's upload (served by the app at /media/pictures). */
  image: PictureSource;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture as AVIF with a WebP fallback at every generated width.
 * Width and height are always set, so the space is reserved before it loads (no layout shift).
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const { assetBase } = usePublicConfig();
  const { width, height, widths } = typeof image === "string" ? imageInfo(image) : image;
  const url = (w: number, format: "avif" | "webp") =>
    typeof image === "string" ? imageUrl(assetBase, image, w, format) : `/media/pictures/${image.id}-${w}.${format}`;
  const srcSet = (format: "avif" | "webp") => widths.map((w) => `${url(w, format)} ${w}w`).join(", ");
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={url(widths[widths.length - 1]!, "webp")}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
