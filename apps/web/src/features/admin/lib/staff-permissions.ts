import type { ReactNode } from 'react';
import { can, type Permission, type StaffPermission } from '@portal/domain';
import { useAdminMeQuery } from '../api/admin-api';

/**
 * The permissions a profile answer carries, as the one question the API asks: may they do this? Unknown
 * (still loading, or no profile) answers no, so nothing is offered that the API might refuse.
 */
export function staffCanWith(
  permissions: readonly string[] | undefined,
): (permission: StaffPermission) => boolean {
  const held = (permissions ?? []) as Permission[];
  return (permission) => can(held, permission);
}

/**
 * Whether the signed-in member of staff may do something: the same `can` the API asks, with the
 * permissions its profile answer carries. The web app hides what the API would refuse (403): every
 * back-office button, link or form that changes something asks this with the permission its route
 * declares (`config.permission`), nothing else.
 */
export function useStaffCan(): (permission: StaffPermission) => boolean {
  const me = useAdminMeQuery();
  return staffCanWith(me.data?.admin.permissions);
}

/** Shows its children only to staff who hold the permission (the same question as useStaffCan). */
export function StaffCan({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  return useStaffCan()(permission) ? children : null;
}
