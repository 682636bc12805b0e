import type { ReactNode } from 'react';
import { Alert, Card, Typography } from 'antd';
import { describeApiError, useShell, weakPasswordReasons } from '@fixflow/shell-sdk';

/**
 * An API failure above a form: the translated message, and a weak password's reasons
 * in words unless the form shows them at its password field (`reasonsAtField`).
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

/** The frame of every account form: title, the API's error if any, the form. */
export function AuthCard({
  title,
  intro,
  error,
  reasonsAtField,
  children,
}: {
  title: string;
  intro?: ReactNode;
  error?: unknown;
  reasonsAtField?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="ff-auth-card">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
      <ApiErrorAlert error={error} reasonsAtField={reasonsAtField} />
      {children}
    </Card>
  );
}
