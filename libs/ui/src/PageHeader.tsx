import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { Text, Title } from './Surface';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions on the right: buttons, filters. */
  extra?: ReactNode;
}

/**
 * The one heading of every remote page; an h1 so screen readers and tests find it. The remote's
 * release is not here: the host shows it once, under the page (apps/shell WorkspaceFrame).
 */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 24 }}>
      {/* A long name or address in the subtitle breaks inside the header, not past the screen's edge. */}
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Title level={1} style={{ fontSize: 24 }}>
          {title}
        </Title>
        {subtitle ? <Text type="secondary">{subtitle}</Text> : null}
      </div>
      {extra ? (
        <Flex gap={8} align="center" wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
