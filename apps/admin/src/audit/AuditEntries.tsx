import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import type { AuditEntry } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, useDates } from '@fixflow/ui';
import { fieldChanges } from './audit-diff';

export interface AuditFilters {
  actor_id?: string;
  target_type?: string;
  target_id?: string;
  action?: string;
}

/** Where a record of the log is shown in this remote, when it has a page here. */
function recordPath(entry: AuditEntry): string | null {
  if (!entry.target_id) return null;
  if (entry.target_type === 'technician') return `/technicians/${entry.target_id}`;
  if (entry.target_type === 'vendor') return `/vendors/${entry.target_id}`;
  if (entry.target_type === 'order') return `/orders/${entry.target_id}`;
  return null;
}

/** Before → after, field by field; shared by the Audit page and each record's History. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const changes = fieldChanges(entry.before, entry.after);
  if (!changes.length) return <Typography.Text type="secondary">{t('audit.noChange')}</Typography.Text>;
  return (
    <Flex vertical gap={2} data-testid="audit-change">
      {changes.map((change) => (
        <span key={change.field} style={{ overflowWrap: 'break-word' }}>
          <Typography.Text type="secondary">{change.field}: </Typography.Text>
          <Typography.Text delete={change.before !== null}>{change.before ?? t('audit.empty')}</Typography.Text>
          {' → '}
          <Typography.Text strong>{change.after ?? t('audit.empty')}</Typography.Text>
        </span>
      ))}
    </Flex>
  );
}

/** The audit log (GET /api/admin/audit) under `filters`, newest first in keyset pages. */
export function AuditEntries({ filters, emptyTitle, emptyText }: { filters: AuditFilters; emptyTitle: string; emptyText: string }) {
  const { t, i18n } = useTranslation('admin');
  const dates = useDates();
  const { api } = useShell();
  const entries = useInfiniteQuery({
    queryKey: queryKeys.auditList(filters),
    queryFn: ({ pageParam, signal }) => typed(api).get('/admin/audit', { query: { ...filters, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });
  const shown = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const actionLabel = (action: string) => (i18n.exists(`admin:audit.actions.${action}`) ? t(`audit.actions.${action}`) : action);
  const typeLabel = (type: string) => (i18n.exists(`admin:audit.types.${type}`) ? t(`audit.types.${type}`) : type);

  const columns: TableColumnsType<AuditEntry> = [
    { title: t('audit.when'), dataIndex: 'at', key: 'at', render: (value: string) => dates.instant(value, 'dateTime') },
    {
      title: t('audit.who'),
      key: 'who',
      render: (_: unknown, entry) => entry.actor_name ?? (entry.actor_id ? entry.actor_id : t('audit.system')),
    },
    { title: t('audit.action'), dataIndex: 'action', key: 'action', render: (action: string) => <Tag style={{ whiteSpace: 'normal' }}>{actionLabel(action)}</Tag> },
    {
      title: t('audit.record'),
      key: 'record',
      responsive: ['md'],
      render: (_: unknown, entry) => {
        const path = recordPath(entry);
        const label = typeLabel(entry.target_type);
        return path ? <Link to={path}>{label}</Link> : label;
      },
    },
    { title: t('audit.change'), key: 'change', render: (_: unknown, entry) => <AuditChange entry={entry} /> },
  ];

  return (
    <>
      {entries.error ? (
        <ApiErrorAlert error={entries.error} ns="admin" title={t('audit.loadFailed')} onRetry={() => void (entries.isFetchNextPageError ? entries.fetchNextPage() : entries.refetch())} />
      ) : null}
      <Table<AuditEntry>
        data-testid="audit-table"
        rowKey="id"
        columns={columns}
        dataSource={shown}
        loading={entries.isPending}
        pagination={false}
        size="middle"
        locale={{ emptyText: entries.isPending ? ' ' : <EmptyState title={emptyTitle} description={emptyText} /> }}
      />
      {entries.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
            {t('audit.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </>
  );
}
