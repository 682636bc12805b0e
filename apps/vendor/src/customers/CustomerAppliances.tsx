import { useState } from 'react';
import { Button, Card, Flex, Form, Modal, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Appliance, Order } from '@fixflow/contracts';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, EmptyState, NoWrap, OrderStatusTag, useDates } from '@fixflow/ui';
import { APPLIANCE_FORM_FIELDS, applianceFormValues, useCustomerAppliances, useSaveAppliance } from './appliance-data';
import type { ApplianceFormValues } from './request-fields';
import { ApplianceFields } from './ApplianceFields';
import { ApplianceText } from './ApplianceText';

/** The customer's appliances, each with the orders for it (from the customer's orders), added and edited here. */
export function CustomerAppliances({ customerId, orders }: { customerId: string; orders: Order[] }) {
  const { t } = useTranslation('vendor');
  const { navigate, toast, i18n } = useShell();
  const dates = useDates();
  const { token } = theme.useToken();
  const appliances = useCustomerAppliances(customerId);
  // undefined: closed; null: adding; an appliance: editing it.
  const [editing, setEditing] = useState<Appliance | null | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(null);
  const [form] = Form.useForm<ApplianceFormValues>();
  const saving = useSaveAppliance(customerId);

  const save = (values: ApplianceFormValues) => {
    setFailure(null);
    saving.mutate(
      { appliance: editing ?? null, values },
      {
        onSuccess: () => {
          toast.success(t(editing ? 'appliances.saved' : 'appliances.added'));
          setEditing(undefined);
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, APPLIANCE_FORM_FIELDS, i18n)) setFailure(error);
        },
      },
    );
  };
  const open = (appliance: Appliance | null) => {
    setFailure(null);
    setEditing(appliance);
  };

  let body;
  if (appliances.error && !appliances.data) body = <ApiErrorAlert error={appliances.error} ns="vendor" title={t('appliances.picker.loadFailed')} onRetry={() => void appliances.refetch()} style={{ marginBottom: 0 }} />;
  else if (!appliances.data) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!appliances.data.items.length) body = <EmptyState title={t('appliances.emptyTitle')} description={t('appliances.emptyText')} />;
  else {
    body = (
      <Flex vertical>
        {appliances.data.items.map((appliance, index) => {
          const its = orders.filter((order) => order.appliance_id === appliance.id);
          return (
            <Flex
              key={appliance.id}
              data-testid="appliance-row"
              justify="space-between"
              align="flex-start"
              gap={12}
              style={{ padding: `${token.paddingSM}px 0`, borderTop: index ? `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` : undefined }}
            >
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <div>
                  <ApplianceText appliance={appliance} />
                </div>
                <Typography.Text type="secondary">{its.length ? t('appliances.ordersOf') : t('appliances.noOrders')}</Typography.Text>
                {its.length ? (
                  <Flex wrap gap={8}>
                    {its.map((order) => (
                      <Flex key={order.id} gap={6} align="center">
                        <Typography.Link
                          href={`/orders/${order.id}`}
                          onClick={(event) => {
                            event.preventDefault();
                            navigate(`/orders/${order.id}`);
                          }}
                        >
                          <NoWrap>
                            {order.invoice_number} · {dates.day(order.service_date)}
                          </NoWrap>
                        </Typography.Link>
                        <OrderStatusTag status={order.status} side="vendor" ns="vendor" />
                      </Flex>
                    ))}
                  </Flex>
                ) : null}
              </Flex>
              <Button size="small" onClick={() => open(appliance)}>
                {t('appliances.edit')}
              </Button>
            </Flex>
          );
        })}
      </Flex>
    );
  }

  return (
    <Card title={t('appliances.title')} style={{ marginBottom: 16 }} extra={<Button onClick={() => open(null)}>{t('appliances.add')}</Button>}>
      {body}
      <Modal
        open={editing !== undefined}
        title={t(editing ? 'appliances.editTitle' : 'appliances.addTitle')}
        okText={t('appliances.save')}
        cancelText={t('appliances.cancel')}
        confirmLoading={saving.isPending}
        destroyOnHidden
        onCancel={() => setEditing(undefined)}
        onOk={() => form.submit()}
      >
        {failure ? <ApiErrorAlert error={failure} ns="vendor" /> : null}
        <Form<ApplianceFormValues> form={form} layout="vertical" preserve={false} requiredMark="optional" initialValues={editing ? applianceFormValues(editing) : {}} onFinish={save}>
          <ApplianceFields />
        </Form>
      </Modal>
    </Card>
  );
}
