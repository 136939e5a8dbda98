import { imageInfo, imageUrl, type ImageKey } from "#app/content/images.ts";
import { usePublicConfig } from "#app/lib/public-config.ts";

interface PictureProps {
  image: ImageKey;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A catalogue picture as AVIF with a WebP fallback at every generated width.
 * Width and height are always set, so the space is reserved before it loads (no layout shift).
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const { assetBase } = usePublicConfig();
  const { width, height, widths } = imageInfo(image);
  const srcSet = (format: "avif" | "webp") =>
    widths.map((w) => `${imageUrl(assetBase, image, w, format)} ${w}w`).join(", ");
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={imageUrl(assetBase, image, widths[widths.length - 1]!, "webp")}
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
