import { can, type Permission } from '@portal/domain';
import { useAdminMeQuery } from '../api/admin-api';

/**
 * Whether the signed-in member of staff may do something: the same `can` the API asks, with the
 * permissions its profile answer carries. The web app hides what the API would refuse (403).
 */
export function useStaffCan(): (permission: Permission) => boolean {
  const me = useAdminMeQuery();
  const permissions = (me.data?.admin.permissions ?? []) as Permission[];
  return (permission) => can(permissions, permission);
}
