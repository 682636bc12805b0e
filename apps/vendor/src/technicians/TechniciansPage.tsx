import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RosterInvitation, TechnicianSummary } from '@fixflow/contracts';
import { describeApiError, useRosterChanges, useShell } from '@fixflow/shell-sdk';
import { EmptyState } from '@fixflow/ui';
import { VendorPageHeader } from '../layout/VendorPageHeader';
import { InvitationsCard } from './InvitationsCard';

/**
 * The vendor's roster: invite a technician by email (it joins once it accepts), see the open and
 * declined invitations, take a technician off. Both lists are read again when a technician answers.
 */
export function TechniciansPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const [form] = Form.useForm<{ email: string }>();
  const [roster, setRoster] = useState<TechnicianSummary[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [invitations, setInvitations] = useState<RosterInvitation[]>([]);
  const [adding, setAdding] = useState(false);

  const load = useCallback(
    () =>
      Promise.all([api.get<TechnicianSummary[]>('/technicians'), api.get<RosterInvitation[]>('/technicians/invitations')]).then(([technicians, sent]) => {
        setRoster(technicians);
        setInvitations(sent);
      }, setError),
    [api],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useRosterChanges(() => void load());

  async function add({ email }: { email: string }) {
    setAdding(true);
    try {
      // The answer is the same whether the email is a technician's or not: it says only that it was sent.
      const invitation = await api.post<RosterInvitation>('/technicians', { email: email.trim() });
      toast.success(t('technicians.invited', { email: invitation.email }));
      form.resetFields();
      await load();
    } catch (failure) {
      form.setFields([{ name: 'email', errors: [describeApiError(failure, i18n)] }]);
    } finally {
      setAdding(false);
    }
  }

  async function remove(technician: TechnicianSummary) {
    try {
      await api.delete(`/technicians/${technician.id}`);
      toast.success(t('technicians.removed', { name: technician.full_name ?? technician.email }));
      await load();
    } catch (failure) {
      toast.error(describeApiError(failure, i18n));
    }
  }

  return (
    <>
      <VendorPageHeader title={t('technicians.title')} subtitle={t('technicians.subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Form form={form} layout="vertical" onFinish={(values) => void add(values)} style={{ maxWidth: 420 }}>
          <Form.Item name="email" label={t('technicians.emailLabel')} rules={[{ required: true, type: 'email', message: t('createOrder.emailInvalid') }]}>
            <Input type="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={adding}>{t('technicians.add')}</Button>
        </Form>
      </Card>
      {error ? <Alert type="error" showIcon title={describeApiError(error, i18n)} style={{ marginBottom: 16 }} /> : null}
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
                  <Popconfirm title={t('technicians.removeConfirm')} okText={t('technicians.remove')} cancelText={t('order.reasonDialog.cancel')} onConfirm={() => void remove(technician)}>
                    <Button danger size="small">{t('technicians.remove')}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <InvitationsCard invitations={invitations} onChanged={load} />
    </>
  );
}
