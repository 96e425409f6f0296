import { useRef, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import {
  HOME_BANNER_PLACEMENT_VALUES,
  HOME_BANNER_SHAPES,
  type AdminHomeBannerDto,
  type AdminHomeBannerUpdate,
  type HomeBannerPlacementValue,
} from '@portal/contracts';
import { LoadError } from '../../../../components/load-error';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api';
import { useToast } from '../../../../lib/use-toast';
import {
  useAddHomeBannerMutation,
  useHomeBannersQuery,
  useOrderHomeBannersMutation,
  useRemoveHomeBannerMutation,
  useSaveHomeBannerMutation,
} from './company.api';

const MODULE_OPTIONS = [
  { value: '', label: 'Every agent' },
  { value: 'hotel', label: 'Agents with hotels' },
  { value: 'attraction', label: 'Agents with attractions' },
  { value: 'visa', label: 'Agents with visas' },
  { value: 'flight', label: 'Agents with flights' },
  { value: 'a2a', label: 'Agents with A2A' },
  { value: 'quotation', label: 'Agents with quotations' },
  { value: 'insurance', label: 'Agents with insurance' },
];

/** The banners of the agents' home page by placement: upload, order, activate, deactivate, remove. */
export function HomeBannersSection() {
  const { data, error, isLoading, isFetching, refetch } = useHomeBannersQuery();
  if (error)
    return (
      <LoadError error={error} what="the banners" onRetry={() => void refetch()} retrying={isFetching} />
    );
  if (isLoading || !data) return <Skeleton className="h-40 w-full" />;
  return (
    <div className="space-y-6">
      {HOME_BANNER_PLACEMENT_VALUES.map((placement) => (
        <PlacementBanners
          key={placement}
          placement={placement}
          banners={data.banners.filter((b) => b.placement === placement)}
        />
      ))}
      <AddBannerForm />
    </div>
  );
}

function PlacementBanners({
  placement,
  banners,
}: {
  placement: HomeBannerPlacementValue;
  banners: AdminHomeBannerDto[];
}) {
  const [order, ordering] = useOrderHomeBannersMutation();
  const move = (from: number, to: number) => {
    const ids = banners.map((b) => b._id);
    const [moved] = ids.splice(from, 1);
    if (!moved) return;
    ids.splice(to, 0, moved);
    void order({ placement, ids });
  };
  const title = HOME_BANNER_SHAPES[placement].label;
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {ordering.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(ordering.error)}
        </p>
      ) : null}
      {banners.length === 0 ? (
        <p className="text-sm text-slate-600">No banners: agents see none here.</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {banners.map((banner, i) => (
            <BannerRow
              key={`${banner._id}-${banner.isActive}-${banner.alt}-${banner.module ?? ''}`}
              banner={banner}
              position={i + 1}
              onEarlier={i > 0 ? () => move(i, i - 1) : undefined}
              onLater={i < banners.length - 1 ? () => move(i, i + 1) : undefined}
              busy={ordering.isLoading}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function BannerRow({
  banner,
  position,
  onEarlier,
  onLater,
  busy,
}: {
  banner: AdminHomeBannerDto;
  position: number;
  onEarlier: (() => void) | undefined;
  onLater: (() => void) | undefined;
  busy: boolean;
}) {
  const [save, saving] = useSaveHomeBannerMutation();
  const [remove, removing] = useRemoveHomeBannerMutation();
  const [alt, setAlt] = useState(banner.alt);
  const [module, setModule] = useState(banner.module ?? '');
  const toast = useToast();
  const store = (isActive: boolean) =>
    void save({ id: banner._id, alt, module: (module || null) as AdminHomeBannerUpdate['module'], isActive })
      .unwrap()
      .then((r) => toast.success(r.message, banner.alt))
      .catch(() => undefined);
  const problem = saving.error ?? removing.error;
  return (
    <li className="grid gap-3 p-3 text-sm sm:grid-cols-[12rem_1fr]" data-testid={`banner-${banner._id}`}>
      <img
        src={banner.src}
        alt={banner.alt}
        loading="lazy"
        className={`aspect-[3/1] w-full rounded object-cover ${banner.isActive ? '' : 'opacity-50'}`}
      />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">#{position}</span>
          <span className={banner.isActive ? 'text-emerald-700' : 'text-slate-500'}>
            {banner.isActive ? 'Active' : 'Inactive: agents do not see it'}
          </span>
          <span className="text-slate-500">
            {banner.width} x {banner.height}
          </span>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label="Words on the banner (for screen readers)">
            <Input value={alt} onChange={(e) => setAlt(e.target.value)} />
          </Field>
          <Field label="Shown to">
            <Select options={MODULE_OPTIONS} value={module} onChange={(e) => setModule(e.target.value)} />
          </Field>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Button
            size="sm"
            variant="secondary"
            disabled={saving.isLoading}
            onClick={() => store(banner.isActive)}
          >
            Save
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={saving.isLoading}
            onClick={() => store(!banner.isActive)}
          >
            {banner.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Show banner ${position} earlier`}
            disabled={!onEarlier || busy}
            onClick={onEarlier}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Show banner ${position} later`}
            disabled={!onLater || busy}
            onClick={onLater}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={removing.isLoading}
            onClick={() => {
              if (window.confirm(`Remove the banner "${banner.alt}"?`)) void remove(banner._id);
            }}
          >
            Remove
          </Button>
        </div>
        {problem ? (
          <p role="alert" className="text-red-700">
            {errorMessage(problem)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function AddBannerForm() {
  const [add, adding] = useAddHomeBannerMutation();
  const [placement, setPlacement] = useState<HomeBannerPlacementValue>('hero');
  const [alt, setAlt] = useState('');
  const [module, setModule] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const shape = HOME_BANNER_SHAPES[placement];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose the banner picture');
    setProblem(null);
    void add({ file, placement, alt, module })
      .unwrap()
      .then((r) => {
        toast.success(r.message, r.banner.alt);
        setAlt('');
        setFile(null);
        if (input.current) input.current.value = '';
      })
      .catch(() => undefined);
  };
  const shown = problem ?? (adding.error ? errorMessage(adding.error) : null);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
    >
      <h3 className="text-sm font-semibold text-slate-900 sm:col-span-2">Add a banner</h3>
      <Field label="Placement">
        <Select
          options={HOME_BANNER_PLACEMENT_VALUES.map((p) => ({
            value: p,
            label: HOME_BANNER_SHAPES[p].label,
          }))}
          value={placement}
          onChange={(e) => setPlacement(e.target.value as HomeBannerPlacementValue)}
        />
      </Field>
      <Field label="Shown to">
        <Select options={MODULE_OPTIONS} value={module} onChange={(e) => setModule(e.target.value)} />
      </Field>
      <Field label="Words on the banner (for screen readers)" required>
        <Input value={alt} onChange={(e) => setAlt(e.target.value)} />
      </Field>
      <Field
        label="Picture"
        required
        hint={`JPG, PNG or WEBP, at most 5 MB, at least ${shape.minWidth} x ${shape.minHeight} pixels, about ${shape.ratio.toFixed(1)} times as wide as high`}
      >
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="text-sm"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      {shown ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {shown}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" loading={adding.isLoading}>
          Upload the banner
        </Button>
      </div>
    </form>
  );
}
