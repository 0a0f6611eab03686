import type { ReactNode } from 'react';
import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import type { RoleRecord } from 'shared/session';
import type { HostKind } from 'shared/tenant';
import {
  ApiOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from 'shared/ui/antd';

/** One sidebar entry: where it leads, who sees it, and the module it needs (view level, any location). */
export interface MenuRoute {
  path: string;
  label: string;
  icon: ReactNode;
  roles: readonly number[];
  module?: number;
}

const OWNER = [ROLES.STORE_OWNER];
const SUPER_ADMIN = [ROLES.SUPER_ADMIN];
const VENDORS = [ROLES.VENDOR_OWNER, ROLES.VENDOR_STAFF];
const VENDOR_OWNER = [ROLES.VENDOR_OWNER];

/** The store-owner navigation menu (spec section 2): store owners only. */
export const STORE_MENU: MenuRoute[] = [
  {
    path: '/portal/dashboard',
    label: 'Dashboard',
    icon: <DashboardOutlined />,
    roles: OWNER,
    module: MODULES.DASHBOARD,
  },
  {
    path: '/portal/users',
    label: 'Users',
    icon: <TeamOutlined />,
    roles: OWNER,
    module: MODULES.USERS,
  },
  {
    path: '/portal/location',
    label: 'Locations',
    icon: <EnvironmentOutlined />,
    roles: OWNER,
  },
  {
    path: '/portal/customers',
    label: 'Customers',
    icon: <UserOutlined />,
    roles: OWNER,
    module: MODULES.CUSTOMER,
  },
  {
    path: '/portal/store-services',
    label: 'Services',
    icon: <ToolOutlined />,
    roles: OWNER,
    module: MODULES.SERVICE,
  },
  {
    path: '/portal/sales-orders',
    label: 'Sales Orders',
    icon: <ShoppingOutlined />,
    roles: OWNER,
    module: MODULES.SALES_ORDER,
  },
  {
    path: '/portal/work-orders',
    label: 'Work Orders',
    icon: <FileTextOutlined />,
    roles: OWNER,
    module: MODULES.WORK_ORDER,
  },
  {
    path: '/portal/estimates',
    label: 'Estimates',
    icon: <FileTextOutlined />,
    roles: OWNER,
    module: MODULES.ESTIMATES,
  },
  // Not in the spec's section 2 list: the discount module's (14) page (issue 11).
  {
    path: '/portal/discounts',
    label: 'Discounts',
    icon: <ShoppingCartOutlined />,
    roles: OWNER,
    module: MODULES.DISCOUNT,
  },
  {
    path: '/portal/billing',
    label: 'Billing',
    icon: <CreditCardOutlined />,
    roles: OWNER,
    module: MODULES.BILLING,
  },
  {
    path: '/portal/integrations',
    label: 'Integrations',
    icon: <ApiOutlined />,
    roles: OWNER,
    module: MODULES.INTEGRATION,
  },
  {
    path: '/portal/vendors',
    label: 'Vendors',
    icon: <ShopOutlined />,
    roles: OWNER,
    module: MODULES.VENDOR_MANAGEMENT,
  },
  {
    path: '/portal/settings',
    label: 'Settings',
    icon: <SettingOutlined />,
    roles: OWNER,
    module: MODULES.SETTINGS,
  },
];

/**
 * The super admin's menu on the store-portal host: the platform's stores (issue 11) and the
 * remotes' releases (issue 14). The spec's store-owner menu stays the owner's; the super admin sees
 * only this.
 */
export const ADMIN_MENU: MenuRoute[] = [
  {
    path: '/portal/stores',
    label: 'Stores',
    icon: <ShopOutlined />,
    roles: SUPER_ADMIN,
  },
  {
    path: '/portal/releases',
    label: 'Releases',
    icon: <ApiOutlined />,
    roles: SUPER_ADMIN,
  },
];

/** The vendor sidebar (spec section 2, items marked S). */
export const VENDOR_MENU: MenuRoute[] = [
  {
    path: '/portal/dashboard',
    label: 'Dashboard',
    icon: <DashboardOutlined />,
    roles: VENDORS,
  },
  {
    path: '/portal/users',
    label: 'My Team',
    icon: <TeamOutlined />,
    roles: VENDOR_OWNER,
  },
  {
    path: '/portal/customers',
    label: 'Customers',
    icon: <UserOutlined />,
    roles: VENDORS,
  },
  {
    path: '/portal/workorders',
    label: 'Work Orders',
    icon: <FileTextOutlined />,
    roles: VENDORS,
  },
  {
    path: '/portal/sales-orders',
    label: 'Sales Orders',
    icon: <ShoppingOutlined />,
    roles: VENDORS,
  },
  {
    path: '/portal/estimates',
    label: 'Estimates',
    icon: <FileTextOutlined />,
    roles: VENDORS,
  },
  {
    path: '/portal/services',
    label: 'Services',
    icon: <ToolOutlined />,
    roles: VENDOR_OWNER,
  },
  {
    path: '/portal/price-list',
    label: 'Price List',
    icon: <CreditCardOutlined />,
    roles: VENDOR_OWNER,
  },
  {
    path: '/portal/invoices',
    label: 'Invoices',
    icon: <FileTextOutlined />,
    roles: VENDOR_OWNER,
  },
  {
    path: '/portal/settings',
    label: 'Settings',
    icon: <SettingOutlined />,
    roles: VENDOR_OWNER,
  },
];

/** The entries a role may see on this host kind. */
export function visibleMenu(
  kind: HostKind,
  role: RoleRecord | null,
): MenuRoute[] {
  if (!role) return [];
  const menu =
    kind === 'vendor'
      ? VENDOR_MENU
      : kind === 'store-portal'
        ? [...STORE_MENU, ...ADMIN_MENU]
        : [];
  return menu.filter(
    (item) =>
      item.roles.includes(role.role_id) &&
      (item.module === undefined ||
        hasPermission(role, item.module, LEVELS.VIEW, 'ANY')),
  );
}
