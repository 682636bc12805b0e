import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiErrorAlert } from '@fixflow/ui';

export interface DetailsFrameProps<T> {
  /** The record's query. */
  query: UseQueryResult<T>;
  /** The list the back link returns to, and its words. */
  backTo: string;
  backLabel: string;
  /** The alert's title when the record does not load. */
  loadFailed: string;
  /** The page once the record is there. */
  children: (record: T) => ReactNode;
}

/**
 * An admin record's page (a vendor, a technician): the back link to its list above whatever
 * shows, the load error with Retry, a skeleton until the record is there, then the page itself.
 */
export function DetailsFrame<T>({ query, backTo, backLabel, loadFailed, children }: DetailsFrameProps<T>) {
  const back = (
    <Link to={backTo}>
      <ArrowLeftOutlined /> {backLabel}
    </Link>
  );
  if (query.error) {
    return (
      <>
        {back}
        <ApiErrorAlert error={query.error} ns="admin" title={loadFailed} onRetry={() => void query.refetch()} style={{ marginTop: 16 }} />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        {back}
        <Card style={{ marginTop: 16 }}>
          <Skeleton active />
        </Card>
      </>
    );
  }
  return (
    <>
      <div style={{ marginBottom: 12 }}>{back}</div>
      {children(query.data)}
    </>
  );
}
