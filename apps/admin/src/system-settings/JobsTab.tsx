import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { JobEntry, JobQueueSummary, JobState } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, StatusTag, useDates } from '@fixflow/ui';

const STATES: JobState[] = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];

/** pg-boss's queues with their counts by state, the failures (retry or cancel one) and the last runs. */
export function JobsTab() {
  const { t, i18n } = useTranslation('admin');
  const { api, toast } = useShell();
  const dates = useDates();
  const queryClient = useQueryClient();
  const jobs = useQuery({
    queryKey: queryKeys.systemSettingsTab('jobs'),
    queryFn: ({ signal }) => typed(api).get('/admin/system-settings/jobs', { signal }),
  });
  const acting = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'cancel' }) =>
      action === 'retry'
        ? typed(api).post('/admin/system-settings/jobs/{id}/retry', { path: { id } })
        : typed(api).post('/admin/system-settings/jobs/{id}/cancel', { path: { id } }),
    onSuccess: (_job, { action }) => toast.success(t(action === 'retry' ? 'system.retried' : 'system.cancelled')),
    onError: (error) => toast.error(t('system.actionFailed'), describeApiError(error, i18n)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.systemSettingsTab('jobs') }),
  });

  if (jobs.error) return <ApiErrorAlert error={jobs.error} ns="admin" title={t('system.loadFailed')} onRetry={() => void jobs.refetch()} />;
  if (!jobs.data) return <Skeleton active />;
  const state = (value: JobState) => <StatusTag status={value} label={t(`system.states.${value}`)} />;
  const jobColumns = (withActions: boolean) => [
    { title: t('system.queue'), dataIndex: 'queue', key: 'queue' },
    { title: t('system.state'), key: 'state', render: (_: unknown, job: JobEntry) => state(job.state) },
    { title: t('system.attempts'), dataIndex: 'retry_count', key: 'retry_count' },
    { title: t('system.when'), key: 'when', render: (_: unknown, job: JobEntry) => dates.instant(job.completed_at ?? job.started_at ?? job.created_at) },
    ...(withActions
      ? [
          {
            title: t('system.error'),
            key: 'error',
            render: (_: unknown, job: JobEntry) => <Typography.Text style={{ overflowWrap: 'anywhere' }}>{job.error ?? '—'}</Typography.Text>,
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, job: JobEntry) => (
              <Space wrap>
                {job.state === 'failed' ? (
                  <Button size="small" onClick={() => acting.mutate({ id: job.id, action: 'retry' })} loading={acting.isPending && acting.variables?.id === job.id}>
                    {t('system.retry')}
                  </Button>
                ) : null}
                {job.state === 'retry' || job.state === 'created' ? (
                  <Button size="small" danger onClick={() => acting.mutate({ id: job.id, action: 'cancel' })} loading={acting.isPending && acting.variables?.id === job.id}>
                    {t('system.cancel')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={16}>
      <Card title={t('system.queuesTitle')}>
        <div data-testid="job-queues">
          <Table<JobQueueSummary>
            rowKey="name"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={jobs.data.queues}
            locale={{ emptyText: t('system.noQueues') }}
            columns={[
              { title: t('system.queue'), dataIndex: 'name', key: 'name' },
              ...STATES.map((key) => ({ title: t(`system.states.${key}`), key, align: 'right' as const, render: (_: unknown, queue: JobQueueSummary) => queue.counts[key] })),
            ]}
          />
        </div>
      </Card>
      <Card title={t('system.failuresTitle')}>
        <div data-testid="job-failures">
          <Table<JobEntry> rowKey="id" pagination={false} scroll={{ x: 'max-content' }} dataSource={jobs.data.failures} locale={{ emptyText: t('system.noFailures') }} columns={jobColumns(true)} />
        </div>
      </Card>
      <Card title={t('system.recentTitle')}>
        <Table<JobEntry> rowKey="id" pagination={false} scroll={{ x: 'max-content' }} dataSource={jobs.data.recent} locale={{ emptyText: t('system.noRecent') }} columns={jobColumns(false)} />
      </Card>
    </Flex>
  );
}
