import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'shared/router';
import { useCart } from 'shared/cart';
import { useSession, useSignOut } from 'shared/session';
import { useTenant } from 'shared/tenant';
import { TrackOrderDialogSlot } from '../remotes/remoteSlots';
import { CUSTOMER_AUTH_PATHS, TRACK_ORDER_PAGE } from '../routing/paths';
import { CustomerLanguageSelect } from './CustomerLanguageSelect';
import { useShellT } from './CustomerMessages';
import { HeaderMenu, type HeaderMenuItem } from './HeaderMenu';
import { HeaderSearch } from './HeaderSearch';
import { CartIcon, MenuIcon } from './icons';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';

/**
 * Storefront header: logo to the store website, Shop Services and a services search, Track Order
 * (on /request-estimate, tracking enabled, logged out), cart, Log in or My Account / Log out; on
 * mobile a hamburger menu. Track Order loads the storefront remote's dialog on first use.
 */
export function CustomerHeader() {
  const t = useShellT();
  const { storeSettings, whiteLabel } = useTenant();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const loggedIn = Boolean(session.access && session.customer);
  const name = session.user?.first_name?.trim() || t('header.noName');
  const storeName = storeSettings?.store?.name ?? t('header.storeFallback');
  const website = storeSettings?.store?.website_url;
  const showLogin = !loggedIn && !CUSTOMER_AUTH_PATHS.includes(pathname);
  // On mobile the menu offers Track Order on every page (spec: the hamburger lists it).
  const canTrack =
    storeSettings?.is_order_tracking_enabled === true && !loggedIn;
  const showTrackButton =
    canTrack && !isMobile && pathname === TRACK_ORDER_PAGE;
  const [track, setTrack] = useState({ requested: false, open: false });
  const openTrack = () => setTrack({ requested: true, open: true });
  const closeTrack = () => setTrack((t) => ({ ...t, open: false }));
  // The cart's item count (sum of quantities), under the same SWR key as the cart page.
  const cartCount = useCart().cart?.item_count ?? 0;
  // Writes the desktop menu 'My Account / Log out' and the mobile one 'Log Out'.
  const accountItems = (logOutLabel: string): HeaderMenuItem[] => [
    { key: 'account', label: t('header.myAccount'), to: '/myaccount/orders' },
    { key: 'logout', label: logOutLabel, onSelect: () => void signOut() },
  ];
  const mobileItems: HeaderMenuItem[] = [
    { key: 'services', label: t('header.services'), to: '/' },
    ...(canTrack
      ? [{ key: 'track', label: t('header.trackOrder'), onSelect: openTrack }]
      : []),
    ...(loggedIn
      ? accountItems(t('header.logOutMobile'))
      : [{ key: 'login', label: t('header.signUpLogIn'), to: '/login' }]),
  ];
  const logo = whiteLabel?.logo ? (
    <img className="cl-logo" src={whiteLabel.logo} alt={storeName} />
  ) : (
    <strong>{storeName}</strong>
  );
  return (
    <header className="cl-header">
      {website ? (
        <a
          href={website}
          aria-label={t('header.storeWebsite', { store: storeName })}
        >
          {logo}
        </a>
      ) : (
        <Link to="/" aria-label={t('header.storeHome', { store: storeName })}>
          {logo}
        </Link>
      )}
      <nav className="cl-nav" aria-label={t('header.navLabel')}>
        {!isMobile && <Link to="/">{t('header.shopServices')}</Link>}
        <HeaderSearch />
        {showTrackButton && (
          <button type="button" className="cl-button" onClick={openTrack}>
            {t('header.trackOrder')}
          </button>
        )}
        {track.requested && (
          <TrackOrderDialogSlot open={track.open} onClose={closeTrack} />
        )}
        {!isMobile && <CustomerLanguageSelect />}
        <Link
          to="/cart"
          className="cl-cart"
          aria-label={
            cartCount
              ? t('header.cartItems', { count: cartCount })
              : t('header.cart')
          }
        >
          <CartIcon />
          {cartCount > 0 && (
            <span className="cl-badge" aria-hidden="true">
              {cartCount}
            </span>
          )}
        </Link>
        {isMobile ? (
          <HeaderMenu
            label={t('header.openMenu')}
            trigger={<MenuIcon />}
            items={mobileItems}
            extra={<CustomerLanguageSelect showLabel />}
          />
        ) : loggedIn ? (
          <HeaderMenu
            trigger={
              <>
                <span className="cl-avatar" aria-hidden="true">
                  {name.charAt(0).toUpperCase()}
                </span>
                {name}
                <span className="cl-visually-hidden">
                  {' '}
                  {t('header.accountMenu')}
                </span>
              </>
            }
            items={accountItems(t('header.logOut'))}
          />
        ) : (
          showLogin && (
            <button
              type="button"
              className="cl-button"
              onClick={() => navigate('/login')}
            >
              {t('header.logIn')}
            </button>
          )
        )}
      </nav>
    </header>
  );
}
