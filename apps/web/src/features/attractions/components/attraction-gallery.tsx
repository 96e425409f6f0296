import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** The attraction's images: a large one and thumbnails to switch it. */
export function AttractionGallery({ images, title }: { images: readonly string[]; title: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return <div className="aspect-[3/2] rounded-2xl bg-slate-100" />;
  return (
    <div className="space-y-2">
      {/* The catalogue images are 3:2, so nothing of them (their titles) is cropped. */}
      <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-slate-100">
        <img
          src={current}
          alt={t('attractions.titleImageValueOf', '{title}, image {value} of {imagesCount}', {
            title,
            value: index + 1,
            imagesCount: images.length,
          })}
          className="size-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('attractions.showImageValue', 'Show image {value}', { value: i + 1 })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={cn(
                  'block h-16 w-24 overflow-hidden rounded-lg ring-2 ring-offset-1',
                  i === index ? 'ring-brand-600' : 'ring-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={src} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
