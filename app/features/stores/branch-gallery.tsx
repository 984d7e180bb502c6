import type { Image } from "#domain/catalog/views.ts";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";

/**
 * The branch's photos: a grid of 4:3 frames (the space is kept before an image arrives), loaded lazily at the
 * width the grid gives them.
 */
export function BranchGallery({
  gallery,
  uploadsUrl,
  name,
}: {
  gallery: readonly Image[];
  uploadsUrl: string;
  name: string;
}) {
  return (
    <section aria-labelledby="fotos" className="mt-8">
      <h2 id="fotos" className="text-xl font-semibold text-slate-900">
        Fotos de {name}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
        {gallery.map((image, i) => (
          <li key={image.path} className={i === 0 ? "col-span-2 md:col-span-1" : undefined}>
            <ResponsiveImage
              image={image}
              uploadsUrl={uploadsUrl}
              alt={image.alt || `Foto de ${name}`}
              sizes={
                i === 0 ? "(min-width: 768px) 368px, calc(100vw - 2rem)" : "(min-width: 768px) 368px, 45vw"
              }
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full rounded-card bg-brand-50 object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
