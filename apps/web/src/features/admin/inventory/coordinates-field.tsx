import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { coordinatesProblem, mapLinkOf, parseCoordinates } from './coordinates';

interface Props {
  latitude: string;
  longitude: string;
  onChange: (point: { latitude: string; longitude: string }) => void;
}

/**
 * The hotel's point: paste it from any map site (a link or "lat, lng"), or type it; a link opens it on
 * a map to check. No map library or tiles: the back office works offline (see coordinates.ts).
 */
export function CoordinatesField({ latitude, longitude, onChange }: Props) {
  const [pasted, setPasted] = useState('');
  const [pasteProblem, setPasteProblem] = useState<string | null>(null);
  const typedProblem = latitude === '' && longitude === '' ? null : coordinatesProblem(latitude, longitude);
  const point =
    typedProblem === null && latitude !== ''
      ? { latitude: Number(latitude), longitude: Number(longitude) }
      : null;

  const applyPasted = () => {
    const found = parseCoordinates(pasted);
    if (!found) {
      setPasteProblem('No point found: paste "25.1972, 55.2744" or a map link with the point in it');
      return;
    }
    setPasteProblem(null);
    setPasted('');
    onChange({ latitude: String(found.latitude), longitude: String(found.longitude) });
  };

  return (
    <fieldset className="space-y-3 sm:col-span-2" aria-label="Location on the map">
      <legend className="text-sm font-semibold text-slate-900">Location on the map</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          label="Paste a point or map link"
          hint="From any map site: a link with the point, or “25.1972, 55.2744”"
          error={pasteProblem ?? undefined}
          className="flex-1"
        >
          <Input
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyPasted();
              }
            }}
          />
        </Field>
        {/* Level with the box, below its label (the hint or error under the box varies in height). */}
        <Button
          type="button"
          variant="secondary"
          className="sm:mt-[1.625rem]"
          disabled={pasted.trim() === ''}
          onClick={applyPasted}
        >
          Use this point
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Latitude"
          required
          hint="Decimal degrees, -90 to 90"
          error={typedProblem?.startsWith('Latitude') ? typedProblem : undefined}
        >
          <Input
            inputMode="decimal"
            value={latitude}
            onChange={(e) => onChange({ latitude: e.target.value, longitude })}
          />
        </Field>
        <Field
          label="Longitude"
          required
          hint="Decimal degrees, -180 to 180"
          error={typedProblem?.startsWith('Longitude') ? typedProblem : undefined}
        >
          <Input
            inputMode="decimal"
            value={longitude}
            onChange={(e) => onChange({ latitude, longitude: e.target.value })}
          />
        </Field>
      </div>
      {point ? (
        <p className="text-sm">
          <a className="text-brand-700 underline" href={mapLinkOf(point)} target="_blank" rel="noreferrer">
            Check the point on a map (opens OpenStreetMap)
            <ExternalLink className="ms-1 inline size-3.5 align-[-0.125em]" aria-hidden />
          </a>
        </p>
      ) : null}
    </fieldset>
  );
}
