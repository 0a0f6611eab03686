import type { ReactNode } from 'react';
import { AntdTheme, Layout } from 'shared/ui/antd';
import { MAIN_CONTENT_ID, SkipLink } from '../a11y/SkipLink';
import './portal.css';

/** Frame of the public access and onboarding pages, in the antd theme (their remotes use antd): a skip link and the main landmark. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <Layout style={{ minHeight: '100vh' }}>
        <SkipLink />
        <Layout.Content id={MAIN_CONTENT_ID}>{children}</Layout.Content>
      </Layout>
    </AntdTheme>
  );
}
