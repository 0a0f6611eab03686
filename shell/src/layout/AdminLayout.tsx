import { useId, useState, type ReactNode } from 'react';
import { useLanguage } from 'shared/i18n';
import { useSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import {
  AntdTheme,
  Button,
  Drawer,
  ExportOutlined,
  Flex,
  Grid,
  Layout,
  MenuOutlined,
  Typography,
} from 'shared/ui/antd';
import { NotificationBellSlot } from '../remotes/remoteSlots';
import { useHostPages } from '../pages/hostPages';
import { headerCapabilities } from './capabilities';
import { visibleMenu } from './menu';
import { PortalLanguageSelect } from './PortalLanguageSelect';
import { usePortalT } from './portalMessages';
import { ProfileMenu } from './ProfileMenu';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID } from '../a11y/SkipLink';
import './admin.css';
import './portal.css';
import { ImpersonationBanner } from '../tenant/ImpersonationBanner';

/** Portal frame in the antd theme: the portal remotes' antd components render inside AntdTheme. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <AdminFrame>{children}</AdminFrame>
    </AntdTheme>
  );
}

/** Sticky header (hamburger on mobile, public-site link, bell slot, profile) and the sidebar. */
function AdminFrame({ children }: { children: ReactNode }) {
  const session = useSession();
  const { kind } = useTenant();
  const t = usePortalT();
  // the menu's labels are the remotes' catalogue texts: drawn again in a new language
  useLanguage();
  const screens = Grid.useBreakpoint();
  const isMobile = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const mounted = useHostPages();
  const caps = headerCapabilities(session, mounted);
  const menu = visibleMenu(kind, session.role, mounted);
  const title =
    kind === 'vendor'
      ? (session.user?.vendor?.name ?? t('header.vendorPortal'))
      : (session.store?.name ?? t('header.storePortal'));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          background: 'var(--wl-surface, #fff)',
          borderBottom: '1px solid var(--wl-border)',
          paddingInline: 16,
        }}
      >
        <Flex
          align="center"
          justify="space-between"
          style={{ height: '100%' }}
          gap={12}
        >
          <Flex align="center" gap={8}>
            {isMobile && menu.length > 0 && (
              <Button
                type="text"
                aria-label={t('header.openMenu')}
                aria-expanded={drawerOpen}
                aria-controls={drawerId}
                icon={<MenuOutlined />}
                onClick={() => setDrawerOpen(true)}
              />
            )}
            <Typography.Text strong>{title}</Typography.Text>
          </Flex>
          <Flex align="center" gap={12}>
            {caps.publicSiteUrl && (
              <Typography.Link
                className="portal-header__link"
                href={caps.publicSiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                // on a phone only the icon shows; the name says where it leads either way
                aria-label={t('header.viewStoreNewTab')}
              >
                <ExportOutlined aria-hidden="true" />
                {!isMobile && t('header.viewStore')}
              </Typography.Link>
            )}
            {/* on a phone the header has no room for it: it sits in the menu */}
            {!isMobile && <PortalLanguageSelect />}
            {caps.showBell && (
              <div data-testid="notification-slot">
                <NotificationBellSlot />
              </div>
            )}
            <ProfileMenu
              displayName={caps.initial ? caps.displayName : null}
              initial={caps.initial}
              profilePath={caps.profilePath}
            />
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout>
        {!isMobile && menu.length > 0 && (
          <Layout.Sider
            width={220}
            theme="light"
            style={{ borderInlineEnd: '1px solid var(--wl-border)' }}
          >
            <Sidebar items={menu} />
          </Layout.Sider>
        )}
        <Layout.Content id={MAIN_CONTENT_ID} style={{ padding: 16 }}>
          <ImpersonationBanner />
          {children}
        </Layout.Content>
      </Layout>
      <Drawer
        id={drawerId}
        placement={document.documentElement.dir === 'rtl' ? 'right' : 'left'}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('header.menu')}
        size={260}
      >
        <Sidebar items={menu} onNavigate={() => setDrawerOpen(false)} />
        <div style={{ padding: 16 }}>
          <PortalLanguageSelect showLabel />
        </div>
      </Drawer>
    </Layout>
  );
}
