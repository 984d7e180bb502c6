import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useState } from "react";
import type { Image } from "#domain/catalog/views.ts";
import { uploadUrl } from "#domain/images.ts";

/** A main image with thumbnail buttons to switch it; a single image shows alone. */
export function ImageSlider({
  images,
  alt,
  uploadsUrl,
  size = { width: 600, height: 600 },
}: {
  images: Image[];
  alt: string;
  uploadsUrl: string;
  size?: { width: number; height: number };
}) {
  const [index, setIndex] = useState(0);
  const current = images[index];
  // The image's own description when it has one, otherwise the alt the page gives (the area's name).
  const shown = current?.alt || alt;
  return (
    <div>
      <ResponsiveImage
        image={current}
        uploadsUrl={uploadsUrl}
        sizes="(min-width: 768px) 50vw, 100vw"
        alt={images.length > 1 ? `${shown} (imagen ${index + 1} de ${images.length})` : shown}
        width={current?.width ?? size.width}
        height={current?.height ?? size.height}
        fetchPriority="high"
        decoding="async"
        className="aspect-square w-full rounded-card bg-brand-50 object-cover"
      />
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2" aria-label="Imágenes">
          {images.map((image, i) => (
            <li key={`${image.path}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Ver imagen ${i + 1}`}
                aria-pressed={i === index}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? "border-brand-700" : "border-transparent"}`}
              >
                <img
                  src={uploadUrl(image, uploadsUrl)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
