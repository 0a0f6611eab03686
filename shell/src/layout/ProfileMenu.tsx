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

/** Props of ProfileMenu. */
export interface ProfileMenuProps {
  displayName: string;
  initial: string | null;
  profilePath: string | null;
}

/** First name with its initial in a circle ('Not Found' without a name); Profile and Log out. */
export function ProfileMenu({
  displayName,
  initial,
  profilePath,
}: ProfileMenuProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const items: MenuProps['items'] = [
    ...(profilePath
      ? [{ key: 'profile', label: 'Profile', icon: <UserOutlined /> }]
      : []),
    { key: 'logout', label: 'Log out', icon: <LogoutOutlined /> },
  ];
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile' && profilePath) navigate(profilePath);
    // the sign-out listener (SignOutRedirect) navigates to the login path
    if (key === 'logout') void signOut();
  };
  return (
    <Dropdown menu={{ items, onClick: handleClick }} trigger={['click']}>
      {/* The name starts with the visible text (WCAG 2.5.3): "Olivia, profile menu". */}
      <Button type="text" aria-label={`${displayName}, profile menu`}>
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
          <span>{displayName}</span>
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}
