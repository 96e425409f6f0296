import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface Banner {
  src: string;
  alt: string;
}

interface BannerCarouselProps {
  banners: readonly Banner[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Auto-play interval in ms (spec section 9: hero 5000, promotions 4000 and 3000). */
  delay: number;
  /** Size of the viewport (height or aspect ratio classes). */
  className?: string;
  /** Eager-load the first image (the hero is above the fold). */
  priority?: boolean;
  /** E.g. object-left when the banner's text sits at its left edge. */
  imageClassName?: string;
}

/**
 * Spec section 9: 350 ms transitions. Embla's duration is not in milliseconds; 20 settles a full-width
 * slide in about 350 ms at 60 frames per second.
 */
const TRANSITION_DURATION = 20;

/** An auto-playing, looping banner carousel with previous/next and slide buttons. */
export function BannerCarousel({
  banners,
  label,
  delay,
  className,
  priority,
  imageClassName,
}: BannerCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: TRANSITION_DURATION }, [
    Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('group relative overflow-hidden', className)}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {banners.map((banner, i) => (
            <div
              key={banner.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${banners.length}`}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              <img
                src={banner.src}
                alt={banner.alt}
                loading={priority && i === 0 ? 'eager' : 'lazy'}
                draggable={false}
                className={cn('size-full object-cover select-none', imageClassName)}
              />
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <>
          <button
            type="button"
            onClick={prev}
            aria-label={`Previous slide of ${label}`}
            className="absolute top-1/2 left-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 opacity-0 shadow transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={`Next slide of ${label}`}
            className="absolute top-1/2 right-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 opacity-0 shadow transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5">
            {banners.map((banner, i) => (
              <button
                key={banner.src}
                type="button"
                onClick={() => embla?.scrollTo(i)}
                aria-label={`Show slide ${i + 1} of ${label}`}
                aria-current={i === selected ? 'true' : undefined}
                className={cn(
                  'h-2 rounded-full shadow transition-all',
                  i === selected ? 'w-6 bg-white' : 'w-2 bg-white/60 hover:bg-white/85',
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
