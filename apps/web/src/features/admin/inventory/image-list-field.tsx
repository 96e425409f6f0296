import { useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { problemOf } from './inventory-form';
import { useUploadCatalogueImageMutation } from './inventory.api';

interface Props {
  label: string;
  images: string[];
  onChange: (images: string[]) => void;
  /** The most pictures the content takes (the API refuses more). */
  max: number;
  /** Grid placement in the form, e.g. sm:col-span-2. */
  className?: string;
}

/**
 * Pictures of a hotel or a room type, in the order agents see them: upload (JPG, PNG or WEBP, at most
 * 5 MB; the API checks type and size and answers the picture's public URL), move up or down, remove.
 * Nothing is saved until the form is.
 */
export function ImageListField({ label, images, onChange, max, className }: Props) {
  const [upload, uploading] = useUploadCatalogueImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
  };

  const add = async (files: FileList | null) => {
    const list = Array.from(files ?? []).slice(0, Math.max(0, max - images.length));
    setProblem(null);
    const added: string[] = [];
    for (const file of list) {
      try {
        added.push((await upload(file).unwrap()).url);
      } catch (err) {
        setProblem(`${file.name}: ${problemOf(err) ?? 'the upload failed'}`);
        break;
      }
    }
    if (added.length) onChange([...images, ...added]);
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset className={cn('space-y-2', className)} aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        JPG, PNG or WEBP, at most 5 MB each; the first picture is the one agents see first.
      </p>
      {images.length === 0 ? <p className="text-sm text-slate-600">No pictures yet.</p> : null}
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.map((src, i) => (
          <li key={`${src}-${i}`} className="rounded-md border border-slate-200 p-1.5">
            <img
              src={src}
              alt={`${label} ${i + 1}`}
              loading="lazy"
              className="aspect-[4/3] w-full rounded object-cover"
            />
            <div className="mt-1 flex items-center justify-between gap-1">
              <span className="text-xs text-slate-600">{i + 1}</span>
              <span className="flex gap-0.5">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Move picture ${i + 1} earlier`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Move picture ${i + 1} later`}
                  disabled={i === images.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove picture ${i + 1}`}
                  onClick={() => onChange(images.filter((_, j) => j !== i))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </span>
            </div>
          </li>
        ))}
      </ol>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        className="sr-only"
        aria-label={`Upload ${label.toLowerCase()}`}
        disabled={uploading.isLoading || images.length >= max}
        onChange={(e) => void add(e.target.files)}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={uploading.isLoading || images.length >= max}
        loading={uploading.isLoading}
        onClick={() => input.current?.click()}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        Upload pictures
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
