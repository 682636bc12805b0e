import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { Text } from './Surface';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Text strong>{title}</Text>
          {description ? (
            <Text paragraph type="secondary" style={{ marginBottom: 0 }}>
              {description}
            </Text>
          ) : null}
        </>
      }
    >
      {action}
    </Empty>
  );
}
