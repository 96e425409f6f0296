import type { StaffPermission } from '@portal/domain';
import {
  Banknote,
  BadgePercent,
  Building2,
  BookOpenCheck,
  ClipboardList,
  FileText,
  LayoutDashboard,
  MapPin,
  Plane,
  Settings,
  ShieldCheck,
  ShieldPlus,
  Stamp,
  Ticket,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to staff whose roles grant it (the API refuses the rest). */
  permission?: StaffPermission;
}

/** The back office's sections, in the order staff work through them. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/agents', label: 'Agents', icon: Users },
  { to: '/admin/deposits', label: 'Deposits', icon: Wallet },
  { to: '/admin/withdrawals', label: 'Withdrawals', icon: Banknote },
  { to: '/admin/orders', label: 'Bookings', icon: BookOpenCheck },
  { to: '/admin/visas', label: 'Visa applications', icon: Stamp },
  { to: '/admin/a2a', label: 'A2A tickets', icon: Plane },
  { to: '/admin/quotations', label: 'Quotations', icon: FileText },
  { to: '/admin/quotations/queue', label: 'Confirmed quotations', icon: ClipboardList },
  { to: '/admin/markups', label: 'Markups and rates', icon: BadgePercent },
  { to: '/admin/inventory/hotels', label: 'Hotels', icon: Building2, permission: 'content.catalogue' },
  { to: '/admin/inventory/attractions', label: 'Attractions', icon: MapPin, permission: 'content.catalogue' },
  {
    to: '/admin/inventory/company',
    label: 'Company settings',
    icon: Settings,
    permission: 'content.settings',
  },
  { to: '/admin/inventory/terms', label: 'Terms pages', icon: FileText, permission: 'content.settings' },
  { to: '/admin/inventory/tickets', label: 'Ticket stock', icon: Ticket, permission: 'content.catalogue' },
  { to: '/admin/inventory/visas', label: 'Visa prices', icon: Stamp, permission: 'content.catalogue' },
  {
    to: '/admin/inventory/insurance',
    label: 'Insurance plans',
    icon: ShieldPlus,
    permission: 'content.catalogue',
  },
  { to: '/admin/inventory/a2a', label: 'A2A seat blocks', icon: Plane, permission: 'content.catalogue' },
  { to: '/admin/audit', label: 'Audit trail', icon: ClipboardList, permission: 'audit.read' },
  { to: '/admin/staff', label: 'Staff accounts', icon: UserCog, permission: 'staff.manage' },
  { to: '/admin/security', label: 'My security', icon: ShieldCheck },
];

/** The nav item a path belongs to: the longest prefix (so /admin/agents/12 lights Agents, / only Dashboard). */
export function activeNavItem(pathname: string): AdminNavItem | undefined {
  let best: AdminNavItem | undefined;
  for (const item of ADMIN_NAV) {
    const hit =
      item.to === '/admin'
        ? pathname === '/admin' || pathname === '/admin/'
        : pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (hit && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}
