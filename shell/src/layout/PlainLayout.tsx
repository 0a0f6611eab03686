import type { ReactNode } from 'react';
import { Layout } from 'shared/ui/antd';

/** Frame of the public access and onboarding pages. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return <Layout style={{ minHeight: '100vh' }}>{children}</Layout>;
}
