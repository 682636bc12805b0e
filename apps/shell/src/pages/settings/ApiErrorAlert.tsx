import { Alert } from 'antd';
import { describeApiError, useShell, weakPasswordReasons } from '@fixflow/shell-sdk';

/**
 * An API failure above a settings form: the translated message, and a weak password's
 * reasons in words unless the form shows them at its password field (`reasonsAtField`).
 */
export function ApiErrorAlert({ error, reasonsAtField = false }: { error: unknown; reasonsAtField?: boolean }) {
  const { i18n } = useShell();
  if (!error) return null;
  const reasons = reasonsAtField ? [] : weakPasswordReasons(error, i18n);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      data-testid="auth-error"
      title={describeApiError(error, i18n)}
      description={
        reasons.length > 0 ? (
          <ul className="ff-reasons" data-testid="weak-password-reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
