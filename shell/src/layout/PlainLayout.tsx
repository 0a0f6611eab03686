import type { ReactNode } from 'react';
import { AntdTheme, Layout } from 'shared/ui/antd';

/** Frame of the public access and onboarding pages, in the antd theme (their remotes use antd). */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <Layout style={{ minHeight: '100vh' }}>{children}</Layout>
    </AntdTheme>
  );
}
