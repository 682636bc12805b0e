import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { AdminSummary, UserStatus } from '@fixflow/contracts';
import { describeApiError, showFieldErrors, useSession, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, StatusTag, useDates } from '@fixflow/ui';

interface InviteFields {
  email: string;
  full_name: string;
}

/** /admin/admins: every administrator (GET /api/admins); invite by email, deactivate or reactivate (never oneself). */
export function AdminsPage() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const { api } = useShell();
  const session = useSession();
  const myId = session.status === 'signed-in' ? session.user.id : null;
  const [inviting, setInviting] = useState(false);
  const admins = useQuery({ queryKey: queryKeys.admins, queryFn: ({ signal }) => typed(api).get('/admins', { signal }) });
  const rows = admins.data ?? [];

  const columns: TableColumnsType<AdminSummary> = [
    {
      title: t('adminsPage.name'),
      key: 'name',
      render: (_: unknown, admin) => (
        <Space orientation="vertical" size={0}>
          <Space size={4} wrap>
            <Typography.Text strong>{admin.full_name ?? admin.email}</Typography.Text>
            {admin.id === myId ? <Tag>{t('adminsPage.you')}</Tag> : null}
            {admin.invited ? <Tag color="gold">{t('adminsPage.pendingInvite')}</Tag> : null}
          </Space>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {admin.email}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('adminsPage.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: UserStatus) => <StatusTag status={value} label={t(`adminsPage.statuses.${value}`)} />,
    },
    {
      title: t('adminsPage.lastSignIn'),
      dataIndex: 'last_sign_in_at',
      key: 'last_sign_in_at',
      responsive: ['md'],
      render: (value: string | null) => (value ? dates.instant(value) : t('adminsPage.never')),
    },
    {
      title: t('adminsPage.actions'),
      key: 'actions',
      render: (_: unknown, admin) => (admin.id === myId ? null : <AdminStatusButton admin={admin} />),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('adminsPage.title')}
        subtitle={t('adminsPage.subtitle')}
        extra={
          <Button type="primary" onClick={() => setInviting(true)}>
            {t('adminsPage.invite')}
          </Button>
        }
      />
      <Card>
        {admins.error ? <ApiErrorAlert error={admins.error} ns="admin" title={t('adminsPage.loadFailed')} onRetry={() => void admins.refetch()} /> : null}
        <Table<AdminSummary>
          data-testid="admins-table"
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={admins.isPending}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: admins.isPending ? ' ' : <EmptyState title={t('adminsPage.emptyTitle')} description={t('adminsPage.emptyText')} /> }}
        />
      </Card>
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </>
  );
}

function AdminStatusButton({ admin }: { admin: AdminSummary }) {
  const { t, i18n } = useTranslation('admin');
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  const [modal, contextHolder] = Modal.useModal();
  const changing = useMutation({
    mutationFn: (status: UserStatus) => typed(api).patch('/admins/{id}', { path: { id: admin.id }, body: { status } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admins }), queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers })]);
    },
  });
  const deactivating = admin.status === 'active';
  const name = admin.full_name ?? admin.email ?? '';
  const open = () =>
    void modal.confirm({
      title: t(deactivating ? 'adminsPage.confirmDeactivateTitle' : 'adminsPage.confirmReactivateTitle', { name }),
      content: t(deactivating ? 'adminsPage.confirmDeactivateText' : 'adminsPage.confirmReactivateText'),
      okText: t(deactivating ? 'adminsPage.deactivate' : 'adminsPage.reactivate'),
      okButtonProps: { danger: deactivating },
      cancelText: t('adminsPage.keepAsIs'),
      onOk: async () => {
        try {
          await changing.mutateAsync(deactivating ? 'inactive' : 'active');
          toast.success(t(deactivating ? 'adminsPage.deactivated' : 'adminsPage.reactivated'), name);
        } catch (error) {
          toast.error(t('adminsPage.updateFailed'), describeApiError(error, i18n));
        }
      },
    });
  return (
    <>
      {contextHolder}
      <Button size="small" danger={deactivating} onClick={open}>
        {t(deactivating ? 'adminsPage.deactivate' : 'adminsPage.reactivate')}
      </Button>
    </>
  );
}

function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InviteFields>();
  const invite = useMutation({
    mutationFn: (body: InviteFields) => typed(api).post('/admins', { body }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admins }), queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers })]);
    },
  });
  const submit = async (fields: InviteFields) => {
    try {
      const created = await invite.mutateAsync({ email: fields.email.trim(), full_name: fields.full_name.trim() });
      toast.success(t('adminsPage.invited'), t('adminsPage.invitedText', { email: created.email }));
      onClose();
    } catch (error) {
      showFieldErrors(form, error, ['email', 'full_name'], i18n);
    }
  };
  return (
    <Modal
      open
      title={t('adminsPage.inviteTitle')}
      okText={t('adminsPage.send')}
      cancelText={t('adminsPage.cancel')}
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('adminsPage.inviteText')}</Typography.Paragraph>
      {invite.error ? <ApiErrorAlert error={invite.error} ns="admin" /> : null}
      <Form<InviteFields> form={form} layout="vertical" requiredMark={false} onFinish={(fields) => void submit(fields)}>
        <Form.Item
          name="email"
          label={t('adminsPage.email')}
          rules={[
            { required: true, message: t('adminsPage.emailRequired') },
            { type: 'email', message: t('adminsPage.emailInvalid') },
          ]}
        >
          <Input inputMode="email" autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item name="full_name" label={t('adminsPage.fullName')} rules={[{ required: true, whitespace: true, message: t('adminsPage.fullNameRequired') }]}>
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
