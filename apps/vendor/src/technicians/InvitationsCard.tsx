import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { RosterInvitation } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { useDates } from '@fixflow/ui';

/**
 * Invitations the vendor sent that are not (yet) on its roster. An open one shows only the email
 * the vendor typed — the API tells nothing more until the technician answers — and may be
 * withdrawn; a declined one names the technician and says when it may be invited again.
 */
export function InvitationsCard({ invitations }: { invitations: RosterInvitation[] }) {
  const { t } = useTranslation('vendor');
  const { api, toast, i18n } = useShell();
  const dates = useDates();
  const queryClient = useQueryClient();
  const withdrawing = useMutation({
    mutationFn: (invitation: RosterInvitation) => typed(api).delete('/technicians/invitations/{id}', { path: { id: invitation.id } }),
    onSuccess: (_, invitation) => toast.success(t('technicians.withdrawn', { email: invitation.email })),
    onError: (failure) => toast.error(describeApiError(failure, i18n)),
    // Withdrawn or answered meanwhile: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.roster }),
  });
  if (!invitations.length) return null;

  return (
    <Card title={t('technicians.invitationsTitle')} style={{ marginBottom: 16 }} data-testid="roster-invitations">
      <Table<RosterInvitation>
        rowKey="id"
        dataSource={invitations}
        pagination={false}
        columns={[
          {
            key: 'who',
            title: t('order.fields.technician'),
            render: (_, invitation) => (
              <>
                <Typography.Text style={{ display: 'block' }}>{invitation.full_name ?? invitation.email}</Typography.Text>
                {invitation.full_name ? <Typography.Text type="secondary">{invitation.email}</Typography.Text> : null}
              </>
            ),
          },
          {
            key: 'status',
            title: t('order.fields.status'),
            render: (_, invitation) => (
              <Tag color={invitation.status === 'declined' ? 'red' : 'blue'}>{t(`technicians.invitationStatus.${invitation.status}`)}</Tag>
            ),
          },
          { key: 'sent', title: t('technicians.invitedAt'), responsive: ['md'], render: (_, invitation) => dates.instant(invitation.invited_at, 'date') },
          {
            key: 'actions',
            title: '',
            render: (_, invitation) =>
              invitation.status === 'invited' ? (
                <Popconfirm
                  title={t('technicians.withdrawConfirm')}
                  okText={t('technicians.withdraw')}
                  cancelText={t('order.reasonDialog.cancel')}
                  onConfirm={() => withdrawing.mutate(invitation)}
                >
                  <Button size="small">{t('technicians.withdraw')}</Button>
                </Popconfirm>
              ) : invitation.reinvite_from ? (
                <Typography.Text type="secondary">{t('technicians.reinviteFrom', { date: dates.instant(invitation.reinvite_from, 'date') })}</Typography.Text>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
