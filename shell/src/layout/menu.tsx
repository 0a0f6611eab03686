import type { ReactNode } from 'react';
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
import type { MountedPages } from '../pages/hostPages';
import { declaredText, hasRole, holdsPermission } from '../pages/access';
import { joinPath, onHost } from '../pages/match';

// The portal menu, drawn from the page declarations of the remotes the host mounts (ADR 0030):
// the shell knows no page of its own here, only how to draw an entry and who may see it.

/** One sidebar entry: where it leads, its words and icon. */
export interface MenuRoute {
  path: string;
  label: string;
  icon: ReactNode;
}

/** The icons a declaration may name (shared/contracts/pages PAGE_ICONS). */
const ICONS: Record<string, ReactNode> = {
  api: <ApiOutlined />,
  'credit-card': <CreditCardOutlined />,
  dashboard: <DashboardOutlined />,
  environment: <EnvironmentOutlined />,
  'file-text': <FileTextOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  shopping: <ShoppingOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  user: <UserOutlined />,
};

/** The entries a role may see on this host kind, in the declared order (groups kept together). */
export function visibleMenu(
  kind: HostKind,
  role: RoleRecord | null,
  mounted: readonly MountedPages[],
): MenuRoute[] {
  if (!role || kind === 'storefront') return [];
  const entries = mounted.flatMap(({ base, pages }) =>
    pages.pages.flatMap((page) => {
      const menu = page.menu;
      if (!menu || !onHost(page, kind)) return [];
      const visible =
        hasRole(role, page.roles) &&
        hasRole(role, menu.roles) &&
        holdsPermission(role, page.permission) &&
        holdsPermission(role, menu.permission);
      if (!visible) return [];
      return [
        {
          group: menu.group ?? '',
          order: menu.order,
          route: {
            path: joinPath(base, page.path),
            label: declaredText(pages.namespace, menu.label),
            icon: ICONS[menu.icon] ?? <FileTextOutlined />,
          },
        },
      ];
    }),
  );
  return entries
    .sort((a, b) => a.group.localeCompare(b.group) || a.order - b.order)
    .map((e) => e.route);
}
