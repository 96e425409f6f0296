import { useState } from 'react';
import { Building2, ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The hotel's images: a large one with previous/next, and thumbnails to jump. */
export function HotelGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index];
  if (!current) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-2xl bg-slate-100 text-slate-400">
        <Building2 className="size-12" aria-hidden="true" />
      </div>
    );
  }
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  const arrow =
    'absolute top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500';
  return (
    <div className="space-y-2">
      <div className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">
        <img
          src={current}
          alt={`${name}, image ${index + 1} of ${images.length}`}
          className="size-full object-cover"
        />
        {images.length > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => go(-1)}
              className={cn(arrow, 'start-2')}
            >
              <ChevronLeft className="rtl:-scale-x-100 size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => go(1)}
              className={cn(arrow, 'end-2')}
            >
              <ChevronRight className="rtl:-scale-x-100 size-5" aria-hidden="true" />
            </button>
            <span className="absolute end-2 bottom-2 rounded-md bg-slate-900/70 px-2 py-0.5 text-xs text-white">
              {index + 1} / {images.length}
            </span>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${i + 1}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={cn(
                  'block h-14 w-20 overflow-hidden rounded-lg ring-2 ring-offset-1',
                  i === index ? 'ring-brand-600' : 'opacity-80 ring-transparent hover:opacity-100',
                )}
              >
                <img src={src} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
