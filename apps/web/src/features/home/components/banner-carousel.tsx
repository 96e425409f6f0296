import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useLanguage, useT } from '../../../lib/i18n';
import {
  backward,
  forward,
  settle,
  shownSlide,
  startPosition,
  toSlide,
  type TrackPosition,
} from '../lib/loop-track';

export interface Banner {
  src: string;
  /** Renditions of the same artwork by width, for the browser to choose from with the carousel's `imageSizes`. */
  srcSet?: string;
  alt: string;
  /**
   * A line written over the image as text, for words that come from data (the hotel count): it sits
   * where the 2000 x 521 hero artwork leaves room under its headline, scaled with the banner's height.
   */
  caption?: string | null;
}

interface BannerCarouselProps {
  banners: readonly Banner[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Auto-play interval in ms (spec section 9: hero 5000, promotions 4000 and 3000). */
  delay: number;
  /** Size of the viewport (height or aspect ratio classes). */
  className?: string;
  /**
   * The first image is the page's largest paint (the hero; on phones the first promotion): loaded
   * eagerly and first, not when the layout reaches it.
   */
  priority?: boolean;
  /** Intrinsic size of the artwork, so the image box is known before the file arrives. */
  imageSize?: { width: number; height: number };
  /** The images' `sizes` attribute: the width they take on the page. */
  imageSizes?: string;
  /** E.g. object-left when the banner's text sits at its left edge. */
  imageClassName?: string;
}

/** Spec section 9: 350 ms transitions. */
const TRANSITION = 'transform 350ms cubic-bezier(0.25, 0.1, 0.25, 1)';
/** A swipe longer than this (px) changes the slide. */
const SWIPE = 40;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * An auto-playing, looping banner carousel with previous/next and slide buttons and touch swipe.
 * Hand-written on a CSS transform (lib/loop-track.ts holds the loop rules) rather than a carousel
 * library, which would add about 8 KB gzip to the home page. Auto-play pauses while the pointer is
 * over the carousel, while it has keyboard focus, during a swipe and in a hidden tab.
 */
export function BannerCarousel({
  banners,
  label,
  delay,
  className,
  priority,
  imageSize,
  imageSizes,
  imageClassName,
}: BannerCarouselProps) {
  const count = banners.length;
  const [position, setPosition] = useState<TrackPosition>(startPosition);
  // Bumped by every move, so auto-play waits a full interval after a manual one as well.
  const [moves, setMoves] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [drag, setDrag] = useState<{ x: number; dx: number } | null>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const backwardPending = useRef(false);
  // Right to left the slides run from right to left: the track moves the other way, and a swipe to
  // the right shows the next slide.
  const towardEnd = useLanguage().dir === 'rtl' ? 1 : -1;
  const t = useT();

  const move = useCallback((to: (p: TrackPosition) => TrackPosition) => {
    setPosition(to);
    setMoves((n) => n + 1);
  }, []);
  // Without animation there is no transitionend, so the loop's jump back to the first slide is immediate.
  const next = useCallback(
    () => move((p) => (reducedMotion ? settle(forward(p, count), count) : forward(p, count))),
    [move, count, reducedMotion],
  );
  const prev = useCallback(() => {
    move((p) => {
      const step = backward(p, count);
      backwardPending.current = !step.animate;
      return step;
    });
  }, [move, count]);

  // The jump of a backward loop is painted first, then the track animates to the last slide.
  useEffect(() => {
    if (!backwardPending.current || position.animate) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        backwardPending.current = false;
        setPosition((p) => backward(p, count));
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [position, count]);

  const paused = hovered || focused || drag !== null || count < 2;
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => {
      if (!document.hidden) next();
      else setMoves((n) => n + 1);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [paused, delay, next, moves]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ x: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ x: drag.x, dx: event.clientX - drag.x });
  };
  const endDrag = () => {
    if (!drag) return;
    const forward = towardEnd * drag.dx;
    if (forward >= SWIPE) next();
    else if (forward <= -SWIPE) prev();
    setDrag(null);
  };

  const selected = shownSlide(position, count);
  const animated = position.animate && !drag && !reducedMotion;
  const slides = count > 1 ? [...banners, banners[0]] : banners;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('group relative overflow-hidden', className)}
      // Only a mouse hovers; a tap would otherwise leave the carousel paused.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      // Keyboard focus pauses (WCAG 2.2.2); a clicked arrow or dot does not stop the show.
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="h-full touch-pan-y overflow-hidden select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={() => setDrag(null)}
      >
        <div
          className="flex h-full"
          style={{
            transform: `translate3d(calc(${towardEnd * position.index * 100}% + ${drag?.dx ?? 0}px), 0, 0)`,
            transition: animated ? TRANSITION : 'none',
          }}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) setPosition((p) => settle(p, count));
          }}
        >
          {slides.map((banner, i) => {
            const copy = i === count && count > 1;
            return (
              <div
                key={copy ? 'copy' : banner?.src}
                role={copy ? undefined : 'group'}
                aria-roledescription={copy ? undefined : 'slide'}
                aria-label={copy ? undefined : t('carousel.slide', '{n} of {count}', { n: i + 1, count })}
                aria-hidden={copy || undefined}
                // A size container only where a caption is scaled to it: containment costs a layout pass.
                className={cn(
                  'relative h-full min-w-0 shrink-0 grow-0 basis-full',
                  banner?.caption && '[container-type:size]',
                )}
              >
                {banner && (
                  <img
                    src={banner.src}
                    srcSet={banner.srcSet}
                    sizes={banner.srcSet ? imageSizes : undefined}
                    alt={copy ? '' : banner.alt}
                    loading={priority && i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={priority && i === 0 ? 'high' : undefined}
                    // Decoded off the main thread: a synchronous decode lands in the frame that paints the page.
                    decoding="async"
                    width={imageSize?.width}
                    height={imageSize?.height}
                    draggable={false}
                    className={cn('size-full object-cover', imageClassName)}
                  />
                )}
                {banner?.caption && (
                  // Artwork coordinates (x 110, baseline 304, 27 px type on a 521 px high banner) in cqh.
                  <p className="pointer-events-none absolute top-[53.2cqh] start-[21.1cqh] text-[5.2cqh] leading-none font-medium whitespace-nowrap text-white/90">
                    {banner.caption}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={prev}
            aria-label={t('carousel.previous', 'Previous slide of {label}', { label })}
            className="absolute top-1/2 start-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 opacity-0 shadow transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          >
            <ChevronLeft className="rtl:-scale-x-100 size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={t('carousel.next', 'Next slide of {label}', { label })}
            className="absolute top-1/2 end-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 opacity-0 shadow transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          >
            <ChevronRight className="rtl:-scale-x-100 size-5" aria-hidden="true" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5">
            {banners.map((banner, i) => (
              <button
                key={banner.src}
                type="button"
                onClick={() => move(() => toSlide(i, count))}
                aria-label={t('carousel.show', 'Show slide {n} of {label}', { n: i + 1, label })}
                aria-current={i === selected ? 'true' : undefined}
                // Only the colour fades: a transition of the width would lay the page out again on
                // every frame of every slide change.
                className={cn(
                  'h-2 rounded-full shadow transition-colors',
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
