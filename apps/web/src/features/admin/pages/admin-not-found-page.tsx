import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AppLink } from '../../../lib/nav';

/** An /admin address no back-office page has. */
export function AdminNotFoundPage() {
  return (
    <EmptyState
      title="This back-office page does not exist"
      description="The address may be mistyped, or the page has moved."
      action={
        <AppLink to="/admin" className={buttonClasses('secondary')}>
          Back to the dashboard
        </AppLink>
      }
    />
  );
}
