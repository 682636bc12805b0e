import { useState } from 'react';
import { Alert, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Customer, DuplicatePair } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, NoWrap } from '@fixflow/ui';
import { customerName, useCustomerRecord, useMergeCustomers } from './customer-data';

/**
 * The merge of one proposed pair: the vendor picks the record to keep (the first proposed until
 * it chooses), reads what moves, and confirms. Never done without this confirmation.
 */
export function MergeDialog({ pair, onClose }: { pair: DuplicatePair | null; onClose: () => void }) {
  return pair ? <MergeConfirmation key={pair.customers.map((customer) => customer.id).join(':')} pair={pair} onClose={onClose} /> : null;
}

function MergeConfirmation({ pair, onClose }: { pair: DuplicatePair; onClose: () => void }) {
  const { t } = useTranslation('vendor');
  const { navigate, toast } = useShell();
  const [first, second] = pair.customers;
  const [keepId, setKeepId] = useState(first.id);
  const keep = keepId === first.id ? first : second;
  const from = keepId === first.id ? second : first;
  // What the merged one has, read from its record: the dialog says what moves before anything does.
  const moving = useCustomerRecord(from.id);
  const merging = useMergeCustomers();
  const names = { kept: customerName(keep), merged: customerName(from) };

  const confirm = () =>
    merging.mutate(
      { keep: keep.id, from: from.id },
      {
        onSuccess: () => {
          toast.success(t('customers.mergeDialog.merged', names));
          onClose();
          navigate(`/customers/${keep.id}`);
        },
      },
    );

  return (
    <Modal
      open
      title={t('customers.mergeDialog.title')}
      okText={t('customers.mergeDialog.confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('customers.cancel')}
      confirmLoading={merging.isPending}
      onOk={confirm}
      onCancel={onClose}
    >
      {merging.error ? <ApiErrorAlert error={merging.error} ns="vendor" /> : null}
      <Typography.Paragraph strong id="merge-keep-label">
        {t('customers.mergeDialog.keepLabel')}
      </Typography.Paragraph>
      <Radio.Group aria-labelledby="merge-keep-label" value={keepId} onChange={(event) => setKeepId(event.target.value as string)} style={{ marginBottom: 16 }}>
        <Space orientation="vertical">
          {pair.customers.map((customer) => (
            <Radio key={customer.id} value={customer.id}>
              <Choice customer={customer} />
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Alert
        type="warning"
        showIcon
        data-testid="merge-what-moves"
        title={t('customers.mergeDialog.whatMoves', names)}
        description={
          moving.data
            ? t('customers.mergeDialog.counts', {
                kept: names.kept,
                orders: moving.data.orders.length,
                appliances: moving.data.appliances.length,
                phones: moving.data.phones.length + 1,
                addresses: moving.data.addresses.length + (moving.data.address ? 1 : 0),
              })
            : t('customers.mergeDialog.countsLoading')
        }
      />
    </Modal>
  );
}

function Choice({ customer }: { customer: Customer }) {
  return (
    <span>
      {customerName(customer)} · <NoWrap>{customer.phone}</NoWrap>
    </span>
  );
}
