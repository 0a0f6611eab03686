import { useState } from 'react';
import { useNavigate } from 'shared/router';
import {
  Avatar,
  Button,
  DownOutlined,
  Dropdown,
  LogoutOutlined,
  Space,
  UserOutlined,
  type MenuProps,
} from 'shared/ui/antd';
import { useSignOut } from 'shared/session';
import { usePortalT } from './portalMessages';

/** Props of ProfileMenu. */
export interface ProfileMenuProps {
  /** the first name, or null ('Not Found' shows) */
  displayName: string | null;
  initial: string | null;
  profilePath: string | null;
}

/** First name with its initial in a circle ('Not Found' without a name); Profile and Log out. */
export function ProfileMenu({
  displayName,
  initial,
  profilePath,
}: ProfileMenuProps) {
  const t = usePortalT();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const items: MenuProps['items'] = [
    ...(profilePath
      ? [{ key: 'profile', label: t('header.profile'), icon: <UserOutlined /> }]
      : []),
    { key: 'logout', label: t('header.logOut'), icon: <LogoutOutlined /> },
  ];
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'profile' && profilePath) navigate(profilePath);
    // the sign-out listener (SignOutRedirect) navigates to the login path
    if (key === 'logout') void signOut();
  };
  return (
    <Dropdown
      menu={{ items, onClick: handleClick }}
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
    >
      {/* Named by what it shows, the name (WCAG 2.5.3; the initial is decoration); that it opens
          a menu is said by aria-haspopup and its state by aria-expanded. */}
      <Button type="text" aria-haspopup="menu" aria-expanded={open}>
        <Space>
          {initial && (
            <Avatar
              size="small"
              aria-hidden="true"
              style={{
                color: 'var(--wl-on-button, #fff)',
                background: 'var(--wl-button)',
              }}
            >
              {initial}
            </Avatar>
          )}
          <span>{displayName ?? t('header.noName')}</span>
          <DownOutlined aria-hidden="true" />
        </Space>
      </Button>
    </Dropdown>
  );
}
