import type { ReactNode } from 'react';
import { Flex } from 'shared/ui/antd';
import './details.css';

export interface DetailPageProps {
  title: string;
  children: ReactNode;
}

/** The frame of a record page (sales order, estimate): its heading above the stacked cards. */
export function DetailPage({ title, children }: DetailPageProps) {
  return (
    <Flex vertical gap={16} className="detail-page">
      <h1 className="detail-title">{title}</h1>
      {children}
    </Flex>
  );
}
