import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { RosterInvitation, TechnicianSummary } from '@fixflow/contracts';
import { describeApiError, showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader } from '@fixflow/ui';
import { InvitationsCard } from './InvitationsCard';

/**
 * The vendor's roster: invite a technician by email (it joins once it accepts), see the open and
 * declined invitations, take a technician off. Both lists are roster queries: read again when a
 * technician answers (the host's socket) and after each change made here.
 */
export function TechniciansPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const [form] = Form.useForm<{ email: string }>();
  const queryClient = useQueryClient();
  const rosterQuery = useQuery({
    queryKey: queryKeys.technicians,
    queryFn: ({ signal }): Promise<TechnicianSummary[]> => typed(api).get('/technicians', { signal }),
  });
  const invitationsQuery = useQuery({
    queryKey: queryKeys.sentInvitations,
    queryFn: ({ signal }): Promise<RosterInvitation[]> => typed(api).get('/technicians/invitations', { signal }),
  });
  const roster = rosterQuery.data ?? null;
  const error = rosterQuery.error ?? invitationsQuery.error;
  const changed = () => queryClient.invalidateQueries({ queryKey: queryKeys.roster });

  const adding = useMutation({
    // The answer is the same whether the email is a technician's or not: it says only that it was sent.
    mutationFn: (email: string): Promise<RosterInvitation> => typed(api).post('/technicians', { body: { email } }),
    onSuccess: async (invitation) => {
      toast.success(t('technicians.invited', { email: invitation.email }));
      form.resetFields();
      await changed();
    },
    // A refused address (VALIDATION_FAILED, already on the roster…) is said at the field.
    onError: (failure) => {
      if (!showFieldErrors(form, failure, ['email'], i18n)) form.setFields([{ name: 'email', errors: [describeApiError(failure, i18n)] }]);
    },
  });
  const removing = useMutation({
    mutationFn: (technician: TechnicianSummary) => typed(api).delete('/technicians/{id}', { path: { id: technician.id } }),
    onSuccess: async (_, technician) => {
      toast.success(t('technicians.removed', { name: technician.full_name ?? technician.email }));
      await changed();
    },
    onError: (failure) => toast.error(describeApiError(failure, i18n)),
  });

  return (
    <>
      <PageHeader title={t('technicians.title')} subtitle={t('technicians.subtitle')} extra={<Button href="/technicians/performance" onClick={(event) => { event.preventDefault(); navigate('/technicians/performance'); }}>{t('performanceLink')}</Button>} />
      <Card style={{ marginBottom: 16 }}>
        <Form form={form} layout="vertical" onFinish={({ email }) => adding.mutate(email.trim())} style={{ maxWidth: 420 }}>
          <Form.Item name="email" label={t('technicians.emailLabel')} rules={[{ required: true, type: 'email', message: t('createOrder.emailInvalid') }]}>
            <Input inputMode="email" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={adding.isPending}>{t('technicians.add')}</Button>
        </Form>
      </Card>
      {error ? <ApiErrorAlert error={error} ns="vendor" onRetry={() => void Promise.all([rosterQuery.refetch(), invitationsQuery.refetch()])} /> : null}
      <Card title={t('technicians.rosterTitle')} style={{ marginBottom: 16 }}>
        <Table<TechnicianSummary>
          rowKey="id"
          loading={roster === null && !error}
          dataSource={roster ?? []}
          pagination={false}
          locale={{ emptyText: <EmptyState title={t('assign.emptyTitle')} description={t('technicians.emptyText')} /> }}
          columns={[
            { key: 'name', title: t('order.fields.technician'), render: (_, technician) => (
                <Typography.Link href={`/technicians/${technician.id}`} onClick={(event) => { event.preventDefault(); navigate(`/technicians/${technician.id}`); }}>
                  {technician.full_name ?? technician.email}
                </Typography.Link>
              ) },
            { key: 'email', title: t('order.fields.email'), dataIndex: 'email', responsive: ['md'] },
            { key: 'completed', title: t('technicians.completed'), dataIndex: 'completed_orders', responsive: ['md'] },
            { key: 'rating', title: t('technicians.rating'), render: (_, technician) => technician.rating ?? '—' },
            {
              key: 'actions',
              title: '',
              render: (_, technician) => (
                <Space>
                  <Popconfirm title={t('technicians.removeConfirm')} okText={t('technicians.remove')} cancelText={t('order.reasonDialog.cancel')} onConfirm={() => removing.mutate(technician)}>
                    <Button danger size="small">{t('technicians.remove')}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <InvitationsCard invitations={invitationsQuery.data ?? []} />
    </>
  );
}
