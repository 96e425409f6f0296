import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { permissionDenied, type AgencyPermission } from '@portal/domain';
import { EmptyState } from '../../../components/ui/empty-state';
import { useLanguage, useT } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';

/** A page only some roles may use: others get the API's own words instead of a page of 403s. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: AgencyPermission;
  children: ReactNode;
}) {
  const can = useCan();
  const t = useT();
  const { language } = useLanguage();
  if (can(permission)) return <>{children}</>;
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-10">
      <EmptyState
        icon={<ShieldAlert className="size-7" />}
        title={t('permission.title', 'Not available for your role')}
        description={
          language === 'en'
            ? `${permissionDenied(permission)}. Ask your agency's owner if you need it.`
            : t(
                'permission.askOwner',
                "Your role does not allow this. Ask your agency's owner if you need it.",
              )
        }
      />
    </div>
  );
}
