import type { ComponentProps } from "react";
import type { Image } from "#domain/catalog/views.ts";
import { uploadUrl } from "#domain/images.ts";

type ImgProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "alt"> & { alt: string };

/**
 * An image of the catalogue. An uploaded one (with its stored sizes) is served as AVIF or WebP at the width
 * the layout needs (`srcset` and `sizes`); an older one, by its single address.
 */
export function ResponsiveImage({
  image,
  uploadsUrl,
  sizes,
  alt,
  ...img
}: ImgProps & { image: Image | null | undefined; uploadsUrl: string; sizes: string }) {
  const variants = image?.variants;
  if (!variants?.length) return <img src={uploadUrl(image ?? null, uploadsUrl)} alt={alt} {...img} />;
  const set = (format: "webp" | "avif") =>
    variants.map((v) => `${uploadUrl({ path: v[format] }, uploadsUrl)} ${v.width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <img src={uploadUrl(image, uploadsUrl)} srcSet={set("webp")} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
