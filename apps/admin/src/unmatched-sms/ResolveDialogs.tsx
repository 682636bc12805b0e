import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { UnmatchedSms } from '@fixflow/contracts';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert } from '@fixflow/ui';
import { AddNumberCheckbox, useResolve } from './UnknownSmsCard';

/** How many matches a search offers at once: the admin types more to narrow them. */
const SEARCH_LIMIT = 20;

/** Every vendor by part of its name (GET /api/vendors), for the dialogs' choices and names. */
function useVendorSearch(search: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.vendorList({ search, limit: 100, for: 'unknown-sms' }),
    queryFn: ({ signal }) => typed(api).get('/vendors', { query: { search: search || undefined, limit: 100 }, signal }),
  });
}

interface DialogProps {
  text: UnmatchedSms;
  onClose: () => void;
}

/** Attach to a customer found by name, phone or email among every vendor's (GET /api/customers as an admin). */
export function AttachOtherDialog({ text, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const { api, toast } = useShell();
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [addNumber, setAddNumber] = useState(true);
  const [missing, setMissing] = useState(false);
  const resolve = useResolve(text.id);
  const customers = useQuery({
    queryKey: queryKeys.customerList({ search, limit: SEARCH_LIMIT, for: 'unknown-sms' }),
    queryFn: ({ signal }) => typed(api).get('/customers', { query: { search: search || undefined, limit: SEARCH_LIMIT }, signal }),
  });
  const vendors = useVendorSearch('');
  const vendorName = (id: string) => vendors.data?.items.find((vendor) => vendor.id === id)?.company_name ?? '';
  const chosen = customers.data?.items.find((customer) => customer.id === customerId) ?? null;
  const name = (customer: { first_name: string; last_name: string | null }) => [customer.first_name, customer.last_name].filter(Boolean).join(' ');

  const submit = async () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    try {
      await resolve.mutateAsync({ kind: 'attach', body: { customer_id: chosen.id, ...(chosen.phone !== text.from && addNumber ? { add_number: true } : {}) } });
      toast.success(t('unknownSms.attached'), t('unknownSms.attachedText', { customer: name(chosen) }));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open
      title={t('unknownSms.attachTitle')}
      okText={t('unknownSms.attach')}
      cancelText={t('unknownSms.cancel')}
      confirmLoading={resolve.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {resolve.error ? <ApiErrorAlert error={resolve.error} ns="admin" /> : null}
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('unknownSms.customer')} validateStatus={missing ? 'error' : undefined} help={missing ? t('unknownSms.customerRequired') : undefined}>
          <Select
            showSearch={{ filterOption: false, onSearch: (value) => setSearch(value.trim()) }}
            placeholder={t('unknownSms.customerSearch')}
            value={customerId ?? undefined}
            onChange={(value: string) => {
              setCustomerId(value);
              setMissing(false);
            }}
            loading={customers.isFetching}
            notFoundContent={customers.isPending ? null : t('unknownSms.noCustomers')}
            options={(customers.data?.items ?? []).map((customer) => ({
              value: customer.id,
              label: t('unknownSms.customerOption', { customer: name(customer), phone: customer.phone, vendor: vendorName(customer.vendor_id) }),
            }))}
            data-testid="customer-select"
          />
        </Form.Item>
        {customers.error ? <ApiErrorAlert error={customers.error} ns="admin" onRetry={() => void customers.refetch()} /> : null}
        {chosen && chosen.phone !== text.from ? <AddNumberCheckbox phone={text.from} checked={addNumber} onChange={setAddNumber} /> : null}
      </Form>
    </Modal>
  );
}

interface CreateFields {
  vendor_id: string;
  name: string;
}

/** A new customer of a vendor, with the sender's number; this text starts its thread. */
export function CreateCustomerDialog({ text, onClose }: DialogProps) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useShell();
  const [form] = Form.useForm<CreateFields>();
  const [search, setSearch] = useState('');
  const vendors = useVendorSearch(search);
  const resolve = useResolve(text.id);

  const submit = async (fields: CreateFields) => {
    try {
      const created = await resolve.mutateAsync({ kind: 'attach', body: { vendor_id: fields.vendor_id, name: fields.name.trim() } });
      toast.success(t('unknownSms.created'), t('unknownSms.createdText', { customer: created.customer_name ?? fields.name.trim(), vendor: created.vendor_name ?? '' }));
      onClose();
    } catch (error) {
      showFieldErrors(form, error, ['vendor_id', 'name'], i18n);
    }
  };

  return (
    <Modal
      open
      title={t('unknownSms.createTitle')}
      okText={t('unknownSms.createCustomer')}
      cancelText={t('unknownSms.cancel')}
      confirmLoading={resolve.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('unknownSms.createText', { phone: text.from })}</Typography.Paragraph>
      {resolve.error ? <ApiErrorAlert error={resolve.error} ns="admin" /> : null}
      <Form<CreateFields> form={form} layout="vertical" requiredMark={false} onFinish={(fields) => void submit(fields)}>
        <Form.Item name="vendor_id" label={t('unknownSms.vendor')} rules={[{ required: true, message: t('unknownSms.vendorRequired') }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: (value) => setSearch(value.trim()) }}
            placeholder={t('unknownSms.vendorSearch')}
            loading={vendors.isFetching}
            options={(vendors.data?.items ?? []).map((vendor) => ({ value: vendor.id, label: vendor.company_name }))}
            data-testid="vendor-select"
          />
        </Form.Item>
        {vendors.error ? <ApiErrorAlert error={vendors.error} ns="admin" onRetry={() => void vendors.refetch()} /> : null}
        <Form.Item name="name" label={t('unknownSms.name')} rules={[{ required: true, whitespace: true, message: t('unknownSms.nameRequired') }]}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
