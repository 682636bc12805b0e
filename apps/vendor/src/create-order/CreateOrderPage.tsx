import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useSubmitKey } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, PageHeader } from '@fixflow/ui';
import { NO_APPLIANCE, ORDER_FORM_FIELDS, customerFields, toOrderRequest, type OrderFormValues } from './order-form';
import { OrderFormFields } from './OrderFormFields';
import { useCustomerByPhone } from './useCustomerByPhone';
import { useCustomerRecord } from '../customers/customer-data';

/** /orders/new; `?customer=<id>` (a customer's "New order") starts the form with that customer's phone, name and address. */
export function CreateOrderPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const [form] = Form.useForm<OrderFormValues>();
  const phone = Form.useWatch('phone', form);
  const customer = useCustomerByPhone(phone);
  const customerName = customer ? [customer.first_name, customer.last_name].filter(Boolean).join(' ') : '';
  const [failure, setFailure] = useState<unknown>(null);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const from = useCustomerRecord(params.get('customer') ?? '', Boolean(params.get('customer')));
  useEffect(() => {
    if (from.data) form.setFieldsValue({ phone: from.data.phone, ...customerFields(from.data) });
  }, [from.data, form]);
  const customerHint = customer ? (
    <span data-testid="customer-found">
      {t('createOrder.customerFound', { name: customerName })}{' '}
      <Button type="link" size="small" onClick={() => form.setFieldsValue(customerFields(customer))}>{t('createOrder.useCustomer')}</Button>
    </span>
  ) : undefined;

  // One Idempotency-Key per submit: a retry after a timeout never makes a second order (issue 20).
  const submitKey = useSubmitKey();
  const saving = useMutation({
    mutationFn: (values: OrderFormValues) => {
      const body = toOrderRequest(values);
      return typed(api).post('/orders', { body, idempotencyKey: submitKey.keyFor(body) });
    },
    onMutate: () => setFailure(null),
    onSuccess: async (order) => {
      submitKey.done();
      // The lists and the dashboard show it; a new customer may have been made with it.
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders }), queryClient.invalidateQueries({ queryKey: queryKeys.customers })]);
      toast.success(t('createOrder.created', { invoice: order.invoice_number }));
      navigate(`/orders/${order.id}`);
    },
    onError: (error) => {
      // Field problems go beside their inputs; anything else above the form.
      if (!showFieldErrors(form, error, ORDER_FORM_FIELDS, i18n)) setFailure(error);
    },
  });

  return (
    <>
      <PageHeader title={t('createOrder.title')} subtitle={t('createOrder.subtitle')} />
      <Card>
        {failure ? <ApiErrorAlert error={failure} ns="vendor" /> : null}
        <Form<OrderFormValues> form={form} layout="vertical" initialValues={{ time_slot: 'morning', appliance_choice: NO_APPLIANCE }} onFinish={(values) => saving.mutate(values)} requiredMark="optional">
          <OrderFormFields customerHint={customerHint} customer={customer ? { id: customer.id, name: customerName } : null} />
          <Button type="primary" htmlType="submit" loading={saving.isPending}>{t('createOrder.submit')}</Button>
        </Form>
      </Card>
    </>
  );
}
