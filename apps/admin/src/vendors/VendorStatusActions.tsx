import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VendorDetails, VendorStatus } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';

/** Activate / Suspend (PATCH /api/vendors/:id), each after a confirmation, each ending in a toast. */
export function VendorStatusActions({ vendor, onChanged }: { vendor: VendorDetails; onChanged(vendor: VendorDetails): void }) {
  const { t, i18n } = useTranslation('admin');
  const { api, toast } = useShell();
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
          const updated = await api.patch<VendorDetails>(`/vendors/${vendor.id}`, { status });
          onChanged(updated);
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
