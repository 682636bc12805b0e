import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { MaskedOutboxMessage } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, useDates } from '@fixflow/ui';

/**
 * The mail outbox (mail kept instead of sent), newest first. The API masks every one-time link
 * and says only how it stands, so an admin never holds a working link of someone else's; an
 * account still unconfirmed gets a "Resend confirmation".
 */
export function OutboxTab() {
  const { t, i18n } = useTranslation('admin');
  const { api, toast } = useShell();
  const dates = useDates();
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const outbox = useQuery({
    queryKey: queryKeys.systemSettingsTab('outbox', { to }),
    queryFn: ({ signal }) => typed(api).get('/admin/system-settings/outbox', { query: to ? { to } : {}, signal }),
  });
  const resending = useMutation({
    mutationFn: (mail: MaskedOutboxMessage) => typed(api).post('/admin/users/{id}/resend-confirmation', { path: { id: mail.unconfirmed_user_id! } }),
    onSuccess: (_answer, mail) => toast.success(t('system.resent'), t('system.resentText', { email: mail.to })),
    onError: (error) => toast.error(t('system.resendFailed'), describeApiError(error, i18n)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.systemSettingsTab('outbox', { to }) }),
  });

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('system.outboxText')}</Typography.Text>
      <Input.Search allowClear placeholder={t('system.filterTo')} aria-label={t('system.filterTo')} onSearch={(value) => setTo(value.trim())} style={{ maxWidth: 360 }} />
      {outbox.error ? <ApiErrorAlert error={outbox.error} ns="admin" title={t('system.loadFailed')} onRetry={() => void outbox.refetch()} /> : null}
      {outbox.isPending ? <Skeleton active /> : null}
      {outbox.data ? (
        <Card>
          <div data-testid="outbox-table">
            <Table<MaskedOutboxMessage>
              rowKey="id"
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              dataSource={outbox.data}
              locale={{ emptyText: t('system.noMail') }}
              expandable={{
                expandedRowRender: (mail) => (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 0, maxWidth: 720 }} data-testid="outbox-body">
                    {mail.text}
                  </Typography.Paragraph>
                ),
              }}
              columns={[
                { title: t('system.sentAt'), key: 'at', render: (_, mail) => dates.instant(mail.created_at) },
                { title: t('system.recipient'), dataIndex: 'to', key: 'to' },
                { title: t('system.subject'), dataIndex: 'subject', key: 'subject' },
                { title: t('system.kind'), dataIndex: 'kind', key: 'kind' },
                {
                  title: '',
                  key: 'links',
                  render: (_, mail) => (
                    <Flex gap={8} wrap align="center">
                      {mail.links.map((link, index) => (
                        <Tag key={index} color={link.state === 'live' ? 'blue' : 'default'}>
                          {t(`system.linkStates.${link.state}`)}
                        </Tag>
                      ))}
                      {mail.unconfirmed_user_id && mail.kind === 'signup' ? (
                        <Button size="small" onClick={() => resending.mutate(mail)} loading={resending.isPending && resending.variables?.id === mail.id}>
                          {t('system.resend')}
                        </Button>
                      ) : null}
                    </Flex>
                  ),
                },
              ]}
            />
          </div>
        </Card>
      ) : null}
    </Flex>
  );
}
