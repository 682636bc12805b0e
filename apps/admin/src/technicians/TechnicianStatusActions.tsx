import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { AdminTechnician, TechnicianStatus } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';

/**
 * Activate / Deactivate (PATCH /api/admin/technicians/:id), each after a confirmation, each ending
 * in a toast. The answer replaces the technician shown; the lists and the audit log are read again.
 */
export function TechnicianStatusActions({ technician }: { technician: AdminTechnician }) {
  const { t, i18n } = useTranslation('admin');
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  const changing = useMutation({
    mutationFn: (status: TechnicianStatus): Promise<AdminTechnician> =>
      typed(api).patch('/admin/technicians/{id}', { path: { id: technician.id }, body: { status } }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.adminTechnician(updated.id), updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminTechnicians, predicate: (query) => query.queryKey[1] !== 'detail' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit }),
      ]);
    },
  });
  const [modal, contextHolder] = Modal.useModal();
  const name = technician.full_name ?? technician.email ?? technician.phone ?? '';

  const change = (status: TechnicianStatus) => {
    const activating = status === 'active';
    void modal.confirm({
      title: t(activating ? 'technicianDetails.confirmActivateTitle' : 'technicianDetails.confirmDeactivateTitle', { name }),
      content: t(activating ? 'technicianDetails.confirmActivateText' : 'technicianDetails.confirmDeactivateText'),
      okText: t(activating ? 'technicianDetails.activate' : 'technicianDetails.deactivate'),
      okButtonProps: { danger: !activating },
      cancelText: t('technicianDetails.keepAsIs'),
      onOk: async () => {
        try {
          await changing.mutateAsync(status);
          toast.success(
            t(activating ? 'technicianDetails.activated' : 'technicianDetails.deactivated'),
            t(activating ? 'technicianDetails.activatedText' : 'technicianDetails.deactivatedText', { name }),
          );
        } catch (error) {
          toast.error(t('technicianDetails.updateFailed'), describeApiError(error, i18n));
        }
      },
    });
  };

  return (
    <Space wrap>
      {contextHolder}
      {technician.status === 'active' ? (
        <Button danger onClick={() => change('inactive')}>
          {t('technicianDetails.deactivate')}
        </Button>
      ) : (
        <Button type="primary" onClick={() => change('active')}>
          {t('technicianDetails.activate')}
        </Button>
      )}
    </Space>
  );
}
