import { Alert } from 'antd';
import { describeApiError, useShell } from '@fixflow/shell-sdk';

/** The API's message when the dashboard cannot read the orders. */
export function OrdersError({ error }: { error: unknown }) {
  const { i18n } = useShell();
  return <Alert type="error" showIcon title={describeApiError(error, i18n)} style={{ marginBottom: 16 }} />;
}
