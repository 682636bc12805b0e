import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { VendorDetails, VendorStatus } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';

/**
 * Activate / Suspend (PATCH /api/vendors/:id), each after a confirmation, each ending in a toast.
 * The answer replaces the vendor shown; the lists and counts that show its status are read again.
 */
export function VendorStatusActions({ vendor }: { vendor: VendorDetails }) {
  const { t, i18n } = useTranslation('admin');
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  const changing = useMutation({
    mutationFn: (status: Extract<VendorStatus, 'active' | 'suspended'>): Promise<VendorDetails> => typed(api).patch('/vendors/{id}', { path: { id: vendor.id }, body: { status } }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.vendor(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.vendors, predicate: (query) => query.queryKey[1] !== 'detail' });
    },
  });
  // The dialog renders in this tree (contextHolder), inside the host's ConfigProvider and theme.
  const [modal, contextHolder] = Modal.useModal();
  const name = vendor.company_name;

  const change = (status: Extract<VendorStatus, 'active' | 'suspended'>) => {
    const activating = status === 'active';
    void modal.confirm({
      title: t(activating ? 'vendorDetails.confirmActivateTitle' : 'vendorDetails.confirmSuspendTitle', { name }),
      content: t(activating ? 'vendorDetails.confirmActivateText' : 'vendorDetails.confirmSuspendText'),
      okText: t(activating ? 'vendorDetails.activate' : 'vendorDetails.suspend'),
      okButtonProps: { danger: !activating },
      cancelText: t('vendorDetails.keepAsIs'),
      onOk: async () => {
        try {
          await changing.mutateAsync(status);
          toast.success(
            t(activating ? 'vendorDetails.activated' : 'vendorDetails.suspended'),
            t(activating ? 'vendorDetails.activatedText' : 'vendorDetails.suspendedText', { name }),
          );
        } catch (error) {
          toast.error(t('vendorDetails.updateFailed'), describeApiError(error, i18n));
        }
      },
    });
  };

  return (
    <Space wrap>
      {contextHolder}
      {vendor.status !== 'active' ? (
        <Button type="primary" onClick={() => change('active')}>
          {t('vendorDetails.activate')}
        </Button>
      ) : null}
      {vendor.status !== 'suspended' ? (
        <Button danger onClick={() => change('suspended')}>
          {t('vendorDetails.suspend')}
        </Button>
      ) : null}
    </Space>
  );
}
