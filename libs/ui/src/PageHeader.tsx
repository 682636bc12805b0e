import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { Text, Title } from './Surface';
import { VersionBadge } from './VersionBadge';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions on the right: buttons, filters. */
  extra?: ReactNode;
  /** The release of the remote on screen ('Vendor app 1.2.0'), after the actions. */
  version?: string;
}

/** The one heading of a page; an h1 so screen readers and tests find it. */
export function PageHeader({ title, subtitle, extra, version }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 24 }}>
      <div>
        <Title level={1} style={{ fontSize: 24 }}>
          {title}
        </Title>
        {subtitle ? <Text type="secondary">{subtitle}</Text> : null}
      </div>
      {extra || version ? (
        <Flex gap={8} align="center">
          {extra}
          {version ? <VersionBadge label={version} /> : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
