import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@fixflow/ui';
import { VendorPageHeader } from '../layout/VendorPageHeader';

export function CreateOrderPage() {
  const { t } = useTranslation('vendor');
  return (
    <>
      <VendorPageHeader title={t('createOrder.title')} subtitle={t('createOrder.subtitle')} />
      <Card>
        <EmptyState title={t('createOrder.emptyTitle')} description={t('createOrder.emptyText')} />
      </Card>
    </>
  );
}
