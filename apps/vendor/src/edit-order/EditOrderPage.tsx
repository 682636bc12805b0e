import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { Order, OrderDetails } from '@fixflow/contracts';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, PageHeader } from '@fixflow/ui';
import { OrderFormFields } from '../create-order/OrderFormFields';
import { NO_APPLIANCE, ORDER_FORM_FIELDS, toOrderRequest, type OrderFormValues } from '../create-order/order-form';

const formValues = (order: Order): OrderFormValues => ({
  customer_name: order.customer_name,
  phone: order.phone,
  email: order.email ?? undefined,
  address: order.address ?? undefined,
  city: order.city ?? undefined,
  state: order.state ?? undefined,
  zip_code: order.zip_code ?? undefined,
  service_date: order.service_date,
  time_slot: order.time_slot,
  appliance_type: order.appliance_type ?? undefined,
  appliance_choice: order.appliance_id ?? NO_APPLIANCE,
  issue_description: order.issue_description ?? undefined,
});

/**
 * PATCH /api/orders/:id. The form takes the order's values once (antd's initialValues): a pushed
 * change read into the cache does not overwrite what is being typed.
 */
export function EditOrderPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const { id = '' } = useParams<{ id: string }>();
  const [form] = Form.useForm<OrderFormValues>();
  const queryClient = useQueryClient();
  const loaded = useQuery({
    queryKey: queryKeys.order(id),
    queryFn: ({ signal }): Promise<OrderDetails> => typed(api).get('/orders/{id}', { path: { id }, signal }),
  });
  const order = loaded.data ?? null;
  const [saveFailure, setSaveFailure] = useState<unknown>(null);
  const saving = useMutation({
    mutationFn: (values: OrderFormValues) => {
      const { order_source: _source, ...changes } = toOrderRequest(values);
      return typed(api).patch('/orders/{id}', { path: { id }, body: changes });
    },
    onMutate: () => setSaveFailure(null),
    onSuccess: async () => {
      // The order and every list showing it; an appliance added with it is the customer's.
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders }), queryClient.invalidateQueries({ queryKey: queryKeys.customers })]);
      toast.success(t('editOrder.saved'));
      navigate(`/orders/${id}`);
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, ORDER_FORM_FIELDS, i18n)) setSaveFailure(error);
    },
  });
  const failure = saveFailure ?? (order ? null : loaded.error);

  if (!order && !failure) return <Skeleton active />;
  return (
    <>
      <PageHeader title={t('editOrder.title', { invoice: order?.invoice_number ?? '' })} subtitle={order?.customer_name ?? ''} />
      <Card>
        {failure ? <ApiErrorAlert error={failure} ns="vendor" onRetry={order ? undefined : () => void loaded.refetch()} /> : null}
        {order ? (
          <Form<OrderFormValues> form={form} layout="vertical" initialValues={formValues(order)} onFinish={(values) => saving.mutate(values)} requiredMark="optional">
            <OrderFormFields customer={order.customer_id ? { id: order.customer_id, name: order.customer_name } : null} />
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={saving.isPending}>{t('editOrder.save')}</Button>
              <Button onClick={() => navigate(`/orders/${id}`)}>{t('assign.backToOrder')}</Button>
            </Flex>
          </Form>
        ) : null}
      </Card>
    </>
  );
}
