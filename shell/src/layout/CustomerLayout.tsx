import { Outlet } from 'react-router-dom';
import { useTenant } from 'shared/tenant';
import { Flex, Layout, Typography } from 'shared/ui/antd';
import { CustomerHeader } from './CustomerHeader';

/** Storefront frame: top bar text, header, the page, and the footer with policy links and 'Powered by'. */
export function CustomerLayout() {
  const { storeSettings } = useTenant();
  const topBar = storeSettings?.top_bar_text;
  return (
    <Layout style={{ minHeight: '100vh', background: 'var(--wl-background)' }}>
      {topBar && (
        <div
          role="note"
          style={{
            background: 'var(--wl-top-bar)',
            color: '#fff',
            textAlign: 'center',
            padding: '6px 12px',
          }}
        >
          {topBar}
        </div>
      )}
      <CustomerHeader />
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ background: 'transparent' }}>
        <Flex justify="space-between" wrap gap={8}>
          <Flex gap={16}>
            {storeSettings?.privacy_policy_link && (
              <Typography.Link
                href={storeSettings.privacy_policy_link}
                target="_blank"
                rel="noopener noreferrer"
              >
                Privacy Policy
              </Typography.Link>
            )}
            {storeSettings?.terms_conditions_link && (
              <Typography.Link
                href={storeSettings.terms_conditions_link}
                target="_blank"
                rel="noopener noreferrer"
              >
                Terms &amp; Conditions
              </Typography.Link>
            )}
          </Flex>
          <Typography.Text type="secondary">
            Powered by Platform
          </Typography.Text>
        </Flex>
      </Layout.Footer>
    </Layout>
  );
}
