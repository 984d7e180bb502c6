import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { Icon } from "./icon.tsx";

/**
 * The carousels of SPEC.md §2. Slides per view come from CSS (see app.css), so the server-rendered page already
 * has its final layout and scrolls natively; the carousel engine (embla) is loaded only when the carousel comes
 * within 100 px of the viewport, and takes over from there.
 * - single: one slide, autoplay, ~500 ms transitions.
 * - four: autoplay; 4 slides, 3 below 1301 px, 2 below 991 px, 1 below 768 px.
 * - five: no autoplay; 5 slides, 4 below 1501 px, 3 below 1401 px, 2 below 991 px, 1 below 768 px.
 */
export type CarouselKind = "single" | "four" | "five";

const KINDS: Record<CarouselKind, { autoplay: boolean; duration: number; loop: boolean }> = {
  // Embla's duration is not in milliseconds: 20 settles in about 480 ms at 60 frames per second.
  single: { autoplay: true, duration: 20, loop: true },
  four: { autoplay: true, duration: 25, loop: true },
  five: { autoplay: false, duration: 25, loop: false },
};

const AUTOPLAY_DELAY_MS = 6000;
const LAZY_MARGIN = "100px";

export function Carousel({
  kind,
  label,
  children,
  className = "",
}: {
  kind: CarouselKind;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const slides = Children.toArray(children);
  const config = KINDS[kind];
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [autoplay, setAutoplay] = useState<AutoplayType | null>(null);
  const [snaps, setSnaps] = useState(0);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!root || !viewport || slides.length < 2) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    const start = async () => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const [{ default: EmblaCarousel }, Autoplay] = await Promise.all([
        import("embla-carousel"),
        config.autoplay ? import("embla-carousel-autoplay").then((m) => m.default) : null,
      ]);
      if (cancelled) return;
      const plugin = Autoplay?.({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: !reduceMotion,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
      });
      // Start where the visitor has scrolled to natively, then switch the viewport to the engine.
      const startIndex = Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth));
      viewport.scrollLeft = 0;
      root.dataset.engine = "on";
      api = EmblaCarousel(
        viewport,
        {
          loop: config.loop,
          align: "start",
          duration: config.duration,
          startIndex,
          slidesToScroll: kind === "single" ? 1 : "auto",
          containScroll: "trimSnaps",
        },
        plugin ? [plugin] : [],
      );
      const sync = () => {
        setSnaps(api!.scrollSnapList().length);
        setSelected(api!.selectedScrollSnap());
        setPlaying(!!plugin?.isPlaying());
      };
      api.on("select", sync).on("reInit", sync);
      api.on("autoplay:play", sync).on("autoplay:stop", sync);
      sync();
      setEmbla(api);
      setAutoplay(plugin ?? null);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void start();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(root);
    return () => {
      cancelled = true;
      observer.disconnect();
      api?.destroy();
      delete root.dataset.engine;
    };
  }, [slides.length, config, kind]);

  const go = useCallback(
    (direction: 1 | -1) => {
      if (embla) {
        if (direction > 0) embla.scrollNext();
        else embla.scrollPrev();
        autoplay?.reset();
        return;
      }
      const viewport = viewportRef.current;
      viewport?.scrollBy({ left: direction * viewport.clientWidth, behavior: "smooth" });
    },
    [embla, autoplay],
  );

  const togglePlay = () => {
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    setPlaying(autoplay.isPlaying());
  };

  return (
    <section
      ref={rootRef}
      aria-roledescription="carrusel"
      aria-label={label}
      className={`carousel carousel-${kind} ${className}`}
    >
      <div ref={viewportRef} className="carousel-viewport" aria-live={playing ? "off" : "polite"}>
        <div className="carousel-track">
          {slides.map((slide, i) => (
            <div
              key={i}
              className="carousel-slide"
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="carousel-controls">
          <button type="button" className="carousel-button" onClick={() => go(-1)} aria-label="Anterior">
            <Icon name="chevron-left" size={22} />
          </button>
          <div className="flex min-w-0 flex-1 flex-wrap items-center justify-center">
            {embla && snaps > 1
              ? Array.from({ length: snaps }, (_, i) => (
                  <button
                    key={i}
                    type="button"
                    className="carousel-dot"
                    aria-label={`Ir a la diapositiva ${i + 1}`}
                    aria-current={i === selected ? "true" : undefined}
                    onClick={() => {
                      embla.scrollTo(i);
                      autoplay?.reset();
                    }}
                  />
                ))
              : null}
          </div>
          {autoplay ? (
            <button
              type="button"
              className="carousel-button"
              onClick={togglePlay}
              aria-label={playing ? "Pausar" : "Reproducir"}
            >
              <Icon name={playing ? "pause" : "play"} size={18} />
            </button>
          ) : null}
          <button type="button" className="carousel-button" onClick={() => go(1)} aria-label="Siguiente">
            <Icon name="chevron-right" size={22} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
