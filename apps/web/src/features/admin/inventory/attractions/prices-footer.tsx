import { Button } from '../../../../components/ui/button';
import { errorMessage, fieldErrors } from '../../../../lib/api';

/** The end of an activity's prices form: offered to agents or not, the save's answer, and the save button. */
export function PricesFooter({
  isActive,
  onActiveChange,
  state,
}: {
  isActive: boolean;
  onActiveChange: (active: boolean) => void;
  state: { isError: boolean; isSuccess: boolean; isLoading: boolean; error?: unknown };
}) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={isActive}
          onChange={(e) => onActiveChange(e.target.checked)}
          className="size-4"
        />
        Active (offered to agents)
      </label>
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {Object.keys(fieldErrors(state.error)).length > 0
            ? 'Prices not saved: correct the fields marked in red'
            : errorMessage(state.error)}
        </p>
      )}
      {state.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          Prices saved
        </p>
      )}
      <Button type="submit" size="sm" loading={state.isLoading}>
        Save prices
      </Button>
    </>
  );
}
