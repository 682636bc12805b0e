import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { ManagedUser, UserStatus } from '@fixflow/contracts';
import { describeApiError, showFieldErrors, useSession, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, DETAILS_CLASS, StatusTag } from '@fixflow/ui';

type Action = { kind: 'status'; status: UserStatus } | { kind: 'end-sessions' } | { kind: 'password-reset' } | { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/**
 * What an admin may do to one account (User Management): deactivate/reactivate, end every
 * session, mail the password-reset link, change the email or phone (applied once confirmed).
 * Each answer reads the lists again; each is written to the audit log by the API.
 */
export function UserActionsDialog({ user, name, onClose }: { user: ManagedUser; name: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { api, toast } = useShell();
  const session = useSession();
  const self = session.status === 'signed-in' && session.user.id === user.id;
  const queryClient = useQueryClient();
  const [modal, contextHolder] = Modal.useModal();
  const [changing, setChanging] = useState<'email' | 'phone' | null>(null);
  const [form] = Form.useForm<{ value: string }>();

  const act = useMutation({
    mutationFn: async (action: Action): Promise<ManagedUser | { ended: number }> => {
      const path = { id: user.id };
      switch (action.kind) {
        case 'status':
          return typed(api).patch('/admin/users/{id}', { path, body: { status: action.status } });
        case 'end-sessions':
          return typed(api).post('/admin/users/{id}/end-sessions', { path });
        case 'password-reset':
          return typed(api).post('/admin/users/{id}/password-reset', { path });
        case 'email':
          return typed(api).post('/admin/users/{id}/email-change', { path, body: { email: action.value } });
        case 'phone':
          return typed(api).post('/admin/users/{id}/phone-change', { path, body: { phone: action.value } });
      }
    },
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }), queryClient.invalidateQueries({ queryKey: queryKeys.admins })]);
    },
  });

  const confirm = (action: Action, title: string, content: string, okText: string, done: (answer: ManagedUser | { ended: number }) => [string, string]) =>
    void modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger: action.kind !== 'password-reset' && !(action.kind === 'status' && action.status === 'active') },
      cancelText: t('usersPage.keepAsIs'),
      onOk: async () => {
        try {
          const answer = await act.mutateAsync(action);
          toast.success(...done(answer));
        } catch (error) {
          toast.error(t('usersPage.updateFailed'), describeApiError(error, i18n));
        }
      },
    });

  const deactivating = user.status === 'active';
  const submitChange = async ({ value }: { value: string }) => {
    if (!changing) return;
    try {
      await act.mutateAsync({ kind: changing, value: value.trim() });
      toast.success(t('usersPage.changeRequested'), t('usersPage.changeRequestedText'));
      setChanging(null);
      form.resetFields();
    } catch (error) {
      if (!showFieldErrors(form, error, { email: 'value', phone: 'value' }, i18n)) toast.error(t('usersPage.updateFailed'), describeApiError(error, i18n));
    }
  };

  return (
    <Modal open title={name} footer={null} onCancel={onClose} destroyOnHidden>
      {contextHolder}
      <Descriptions className={DETAILS_CLASS} column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('usersPage.role')}>{t(`usersPage.roles.${user.role ?? 'none'}`)}</Descriptions.Item>
        <Descriptions.Item label={t('usersPage.contact')}>
          <Space orientation="vertical" size={0}>
            {user.email ? <span>{user.email}</span> : null}
            {user.phone ? <span>{user.phone}</span> : null}
            {user.pending_email ? <Typography.Text type="warning">{t('usersPage.pending', { value: user.pending_email })}</Typography.Text> : null}
            {user.pending_phone ? <Typography.Text type="warning">{t('usersPage.pending', { value: user.pending_phone })}</Typography.Text> : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('usersPage.status')}>
          <StatusTag status={user.status} label={t(`usersPage.statuses.${user.status}`)} />
        </Descriptions.Item>
      </Descriptions>
      {changing ? (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(fields) => void submitChange(fields)}>
          <Typography.Paragraph type="secondary">{t(changing === 'email' ? 'usersPage.changeEmailText' : 'usersPage.changePhoneText')}</Typography.Paragraph>
          <Form.Item
            name="value"
            label={t(changing === 'email' ? 'usersPage.newEmail' : 'usersPage.newPhone')}
            rules={[{ required: true, whitespace: true, message: t('usersPage.valueRequired') }]}
          >
            <Input type={changing === 'email' ? 'email' : 'tel'} autoComplete="off" maxLength={254} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={act.isPending}>
              {t('usersPage.sendConfirmation')}
            </Button>
            <Button onClick={() => setChanging(null)}>{t('usersPage.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {act.error && !changing ? <ApiErrorAlert error={act.error} ns="admin" /> : null}
          {self ? null : (
            <Button
              block
              danger={deactivating}
              onClick={() =>
                confirm(
                  { kind: 'status', status: deactivating ? 'inactive' : 'active' },
                  t(deactivating ? 'usersPage.confirmDeactivateTitle' : 'usersPage.confirmReactivateTitle', { name }),
                  t(deactivating ? 'usersPage.confirmDeactivateText' : 'usersPage.confirmReactivateText'),
                  t(deactivating ? 'usersPage.deactivate' : 'usersPage.reactivate'),
                  () => [t(deactivating ? 'usersPage.deactivated' : 'usersPage.reactivated'), name],
                )
              }
            >
              {t(deactivating ? 'usersPage.deactivate' : 'usersPage.reactivate')}
            </Button>
          )}
          <Button
            block
            onClick={() =>
              confirm(
                { kind: 'end-sessions' },
                t('usersPage.confirmEndSessionsTitle', { name }),
                t('usersPage.confirmEndSessionsText'),
                t('usersPage.endSessions'),
                (answer) => [t('usersPage.sessionsEnded'), t('usersPage.sessionsEndedText', { count: 'ended' in answer ? answer.ended : 0 })],
              )
            }
          >
            {t('usersPage.endSessions')}
          </Button>
          {user.email ? (
            <Button
              block
              onClick={() =>
                confirm(
                  { kind: 'password-reset' },
                  t('usersPage.confirmResetTitle', { name }),
                  t('usersPage.confirmResetText', { email: user.email }),
                  t('usersPage.confirm'),
                  () => [t('usersPage.resetSent'), t('usersPage.resetSentText', { email: user.email })],
                )
              }
            >
              {t('usersPage.passwordReset')}
            </Button>
          ) : null}
          <Button block onClick={() => setChanging('email')}>
            {t('usersPage.changeEmail')}
          </Button>
          <Button block onClick={() => setChanging('phone')}>
            {t('usersPage.changePhone')}
          </Button>
        </Space>
      )}
    </Modal>
  );
}
