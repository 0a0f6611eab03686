import { useLocation, useNavigate } from 'shared/router';
import { Menu } from 'shared/ui/antd';
import type { MenuRoute } from './menu';
import { usePortalT } from './portalMessages';

/** The sidebar menu built from the visible menu routes. */
export function Sidebar({
  items,
  onNavigate,
}: {
  items: MenuRoute[];
  onNavigate?: () => void;
}) {
  const t = usePortalT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selected = items
    .filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))
    .map((i) => i.path);
  return (
    <Menu
      mode="inline"
      className="portal-sidebar"
      aria-label={t('header.mainNav')}
      selectedKeys={selected}
      items={items.map((i) => ({ key: i.path, label: i.label, icon: i.icon }))}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
