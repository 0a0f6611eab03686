import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSignOut } from 'shared/session';
import { useTenant } from 'shared/tenant';
import {
  Avatar,
  Badge,
  Button,
  Drawer,
  Dropdown,
  Flex,
  Grid,
  Layout,
  Menu,
  MenuOutlined,
  ShoppingCartOutlined,
  type MenuProps,
} from 'shared/ui/antd';
import { CUSTOMER_AUTH_PATHS } from '../routing/paths';

/** Storefront header: logo to the store website, Shop Services, cart, Log in or My Account / Log out. */
export function CustomerHeader() {
  const { storeSettings, whiteLabel } = useTenant();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isMobile = Grid.useBreakpoint().md === false;
  const [open, setOpen] = useState(false);
  const loggedIn = Boolean(session.access && session.customer);
  const name = session.user?.first_name?.trim() || 'Not Found';
  const storeName = storeSettings?.store?.name ?? 'Store';
  const website = storeSettings?.store?.website_url;
  const showLogin = !loggedIn && !CUSTOMER_AUTH_PATHS.includes(pathname);
  const accountItems: MenuProps['items'] = [
    { key: '/myaccount/orders', label: 'My Account' },
    { key: 'logout', label: 'Log out' },
  ];
  const handleAccount: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'logout') void signOut();
    else navigate(key);
  };
  const logo = whiteLabel?.logo ? (
    <img src={whiteLabel.logo} alt={storeName} style={{ maxHeight: 40 }} />
  ) : (
    <strong>{storeName}</strong>
  );
  const mobileItems: MenuProps['items'] = [
    { key: '/', label: 'Services' },
    ...(loggedIn
      ? accountItems
      : [{ key: '/login', label: 'Sign Up / Log In' }]),
  ];
  return (
    <Layout.Header
      style={{
        background: '#fff',
        borderBottom: '1px solid var(--wl-border)',
        paddingInline: 16,
      }}
    >
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        {website ? (
          <a href={website} aria-label={`${storeName} website`}>
            {logo}
          </a>
        ) : (
          <Link to="/" aria-label={`${storeName} home`}>
            {logo}
          </Link>
        )}
        <Flex align="center" gap={16}>
          {!isMobile && <Link to="/">Shop Services</Link>}
          <Link to="/cart" aria-label="Cart">
            <Badge count={session.cartIds.length} size="small">
              <ShoppingCartOutlined style={{ fontSize: 20 }} />
            </Badge>
          </Link>
          {isMobile ? (
            <Button
              type="text"
              aria-label="Open menu"
              icon={<MenuOutlined />}
              onClick={() => setOpen(true)}
            />
          ) : loggedIn ? (
            <Dropdown
              menu={{ items: accountItems, onClick: handleAccount }}
              trigger={['click']}
            >
              <Button type="text" aria-label="Account menu">
                <Avatar size="small" style={{ background: 'var(--wl-button)' }}>
                  {name.charAt(0).toUpperCase()}
                </Avatar>{' '}
                {name}
              </Button>
            </Dropdown>
          ) : (
            showLogin && (
              <Button type="primary" onClick={() => navigate('/login')}>
                Log in
              </Button>
            )
          )}
        </Flex>
      </Flex>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        title={storeName}
      >
        <Menu items={mobileItems} onClick={handleAccount} selectable={false} />
      </Drawer>
    </Layout.Header>
  );
}
