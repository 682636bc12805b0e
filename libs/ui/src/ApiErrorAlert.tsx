import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@fixflow/shell-sdk';

export interface ApiErrorAlertProps {
  /** What the API client threw (an ApiClientError, or anything else). */
  error: unknown;
  /** The remote's namespace, for the kit's words (`kit.retry`). */
  ns: string;
  /** What could not be done ("The vendor could not be loaded"): the title, with the API's message under it. */
  title?: ReactNode;
  /** Asks again (a query's refetch): shows a Try again button. */
  onRetry?: () => void;
  /** Another way on beside Try again, e.g. back to the list. */
  action?: ReactNode;
  style?: CSSProperties;
}

/**
 * The one way a remote page shows a failed API call: the message translated from the error's
 * code (the one catalogue of libs/contracts, through the SDK's describeApiError, so switching
 * language re-translates it), and Try again when the page can ask again.
 */
export function ApiErrorAlert({ error, ns, title, onRetry, action, style }: ApiErrorAlertProps) {
  const { t, i18n } = useTranslation(ns);
  const message = describeApiError(error, i18n);
  const actions =
    onRetry || action ? (
      <Flex gap={8} wrap>
        {onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('kit.retry')}
          </Button>
        ) : null}
        {action}
      </Flex>
    ) : undefined;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="api-error"
      title={title ?? message}
      description={title ? message : undefined}
      action={actions}
      style={{ marginBottom: 16, ...style }}
    />
  );
}
