import type { ReactNode } from 'react';
import { describeApiError, useShell, weakPasswordReasons } from '@fixflow/shell-sdk';
import { FormCard, Notice } from './plain/Plain';

/**
 * An API failure above a form: the translated message, and a weak password's reasons
 * in words unless the form shows them at its password field (`reasonsAtField`).
 */
export function ApiErrorNotice({ error, reasonsAtField = false }: { error: unknown; reasonsAtField?: boolean }) {
  const { i18n } = useShell();
  if (!error) return null;
  const reasons = reasonsAtField ? [] : weakPasswordReasons(error, i18n);
  return (
    <Notice kind="error" testId="auth-error" title={describeApiError(error, i18n)}>
      {reasons.length > 0 ? (
        <ul data-testid="weak-password-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
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
    <FormCard title={title} intro={intro}>
      <ApiErrorNotice error={error} reasonsAtField={reasonsAtField} />
      {children}
    </FormCard>
  );
}
