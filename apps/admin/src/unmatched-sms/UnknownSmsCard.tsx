import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { AttachUnmatchedRequest, UnmatchedCandidate, UnmatchedSms } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { NoWrap, StatusTag, useDates } from '@fixflow/ui';
import { AttachOtherDialog, CreateCustomerDialog } from './ResolveDialogs';

/** What the card's actions send: an attach (to a customer or a new one) or a dismissal. */
export type Resolve = { kind: 'attach'; body: AttachUnmatchedRequest } | { kind: 'dismiss'; block: boolean };

/** The one mutation of a text: answered, the queue (both tabs) and the dashboard's count are read again. */
export function useResolve(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Resolve): Promise<UnmatchedSms> =>
      action.kind === 'attach'
        ? typed(api).post('/admin/unmatched-sms/{id}/attach', { path: { id }, body: action.body })
        : typed(api).post('/admin/unmatched-sms/{id}/dismiss', { path: { id }, body: { block: action.block } }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.unmatchedSms }), queryClient.invalidateQueries({ queryKey: [...queryKeys.vendors, 'dashboard'] })]);
    },
  });
}

/** One unknown text: who sent what when, the customers that have the number, and what to do with it (or what was done). */
export function UnknownSmsCard({ text }: { text: UnmatchedSms }) {
  const { t, i18n } = useTranslation('admin');
  const dates = useDates();
  const { toast } = useShell();
  const resolve = useResolve(text.id);
  const [modal, contextHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<'attach' | 'create' | null>(null);
  const open = text.resolution === null;

  const failed = (error: unknown) => toast.error(t('unknownSms.actionFailed'), describeApiError(error, i18n));

  const attachTo = (candidate: UnmatchedCandidate) => {
    void modal.confirm({
      title: t('unknownSms.confirmAttachTitle', { customer: candidate.customer_name }),
      content: t('unknownSms.confirmAttachText', { vendor: candidate.vendor_name }),
      okText: t('unknownSms.attach'),
      cancelText: t('unknownSms.cancel'),
      onOk: async () => {
        try {
          await resolve.mutateAsync({ kind: 'attach', body: { customer_id: candidate.customer_id } });
          toast.success(t('unknownSms.attached'), t('unknownSms.attachedText', { customer: candidate.customer_name }));
        } catch (error) {
          failed(error);
        }
      },
    });
  };

  const dismiss = (block: boolean) => {
    void modal.confirm({
      title: block ? t('unknownSms.confirmBlockTitle', { phone: text.from }) : t('unknownSms.confirmDismissTitle'),
      content: block ? t('unknownSms.confirmBlockText') : t('unknownSms.confirmDismissText'),
      okText: block ? t('unknownSms.block') : t('unknownSms.dismiss'),
      okButtonProps: { danger: block },
      cancelText: t('unknownSms.cancel'),
      onOk: async () => {
        try {
          await resolve.mutateAsync({ kind: 'dismiss', block });
          if (block) toast.success(t('unknownSms.blocked'), t('unknownSms.blockedText', { phone: text.from }));
          else toast.success(t('unknownSms.dismissed'));
        } catch (error) {
          failed(error);
        }
      },
    });
  };

  return (
    <Card size="small" data-testid="unknown-sms" data-id={text.id}>
      {contextHolder}
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="baseline" wrap gap={8}>
          <Typography.Text strong>
            <NoWrap>{text.from}</NoWrap>
          </Typography.Text>
          <Typography.Text type="secondary">
            <NoWrap>{t('unknownSms.received', { when: dates.instant(text.received_at) })}</NoWrap>
          </Typography.Text>
        </Flex>
        {/* Plain text: whatever the sender typed is shown as text, never as HTML. */}
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 0 }}>{text.body}</Typography.Paragraph>
        {text.media_urls.length ? (
          <Space wrap size={4}>
            <Typography.Text type="secondary">{t('unknownSms.media', { count: text.media_urls.length })}</Typography.Text>
            {text.media_urls.map((url, index) => (
              <Typography.Link key={url} href={url} target="_blank" rel="noreferrer noopener">
                {index + 1}
              </Typography.Link>
            ))}
          </Space>
        ) : null}
        {open ? (
          <>
            <Typography.Text type="secondary">{t('unknownSms.candidatesTitle')}</Typography.Text>
            {text.candidates.length ? (
              <Flex vertical gap={6} data-testid="candidates">
                {text.candidates.map((candidate) => (
                  <Flex key={candidate.customer_id} justify="space-between" align="center" gap={8} wrap>
                    <Typography.Text style={{ overflowWrap: 'anywhere' }}>{t('unknownSms.candidate', { customer: candidate.customer_name, vendor: candidate.vendor_name })}</Typography.Text>
                    <Button size="small" type="primary" onClick={() => attachTo(candidate)} aria-label={`${t('unknownSms.attach')}: ${candidate.customer_name}, ${candidate.vendor_name}`}>
                      {t('unknownSms.attach')}
                    </Button>
                  </Flex>
                ))}
              </Flex>
            ) : (
              <Typography.Text type="secondary" italic>
                {t('unknownSms.noCandidates')}
              </Typography.Text>
            )}
            <Space wrap>
              <Button onClick={() => setDialog('attach')}>{t('unknownSms.attachOther')}</Button>
              <Button onClick={() => setDialog('create')}>{t('unknownSms.createCustomer')}</Button>
              <Button onClick={() => dismiss(false)}>{t('unknownSms.dismiss')}</Button>
              <Button danger onClick={() => dismiss(true)}>
                {t('unknownSms.block')}
              </Button>
            </Space>
          </>
        ) : (
          <Flex vertical gap={4} data-testid="resolution">
            <Space wrap size={8}>
              <StatusTag status={text.resolution === 'blocked' ? 'blocked' : text.resolution === 'dismissed' ? 'inactive' : 'completed'} label={t(`unknownSms.resolution.${text.resolution}`)} />
              <Typography.Text type="secondary">
                {t('unknownSms.resolvedBy', { who: text.resolved_by_name ?? t('unknownSms.someone'), when: text.resolved_at ? dates.instant(text.resolved_at) : '' })}
              </Typography.Text>
            </Space>
            {text.customer_id ? <Typography.Text>{t('unknownSms.resolvedTo', { customer: text.customer_name ?? '', vendor: text.vendor_name ?? '' })}</Typography.Text> : null}
            {text.reason ? <Typography.Text type="secondary">{t('unknownSms.reasonLine', { reason: text.reason })}</Typography.Text> : null}
          </Flex>
        )}
      </Flex>
      {dialog === 'attach' ? <AttachOtherDialog text={text} onClose={() => setDialog(null)} /> : null}
      {dialog === 'create' ? <CreateCustomerDialog text={text} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}

/** The "also add this number" choice, shown where the chosen customer has another phone. */
export function AddNumberCheckbox({ phone, checked, onChange }: { phone: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
      {t('unknownSms.addNumber', { phone })}
    </Checkbox>
  );
}
