import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Skeleton, theme } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, type SmsMessage } from '@fixflow/contracts';
import { apiErrorCode, describeApiError, showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, EmptyState, Text, useDates } from '@fixflow/ui';
import { THREAD_ANCHOR } from './anchor';
import { threadMessages, useCustomerThread, useSendSms } from './thread-data';


const REPLY_FIELDS = ['body'] as const;

interface ReplyValues {
  body?: string;
}

/** One text: incoming on the left, the vendor's replies on the right with their delivery status. */
function Bubble({ message }: { message: SmsMessage }) {
  const { t } = useTranslation('vendor');
  const dates = useDates();
  const { token } = theme.useToken();
  const out = message.direction === 'out';
  const failed = message.status === 'failed' || message.status === 'undelivered';
  const status = out
    ? failed
      ? t(`thread.status.${message.status}`, { error: message.error ?? t('thread.noReason') })
      : t(`thread.status.${message.status}`)
    : null;
  return (
    <Flex vertical align={out ? 'flex-end' : 'flex-start'} data-testid="thread-message" data-direction={message.direction} style={{ maxWidth: '100%' }}>
      <div
        style={{
          maxWidth: 'min(85%, 560px)',
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          borderRadius: token.borderRadiusLG,
          background: out ? token.colorPrimaryBg : token.colorFillTertiary,
          border: `${token.lineWidth}px ${token.lineType} ${failed ? token.colorErrorBorder : 'transparent'}`,
          color: token.colorText,
          // People's text: kept as typed (line breaks), and a long word or link wraps instead of widening the page.
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          wordBreak: 'break-word',
        }}
      >
        {message.body}
        {message.media_urls.length ? (
          <Flex vertical gap={2} style={{ marginTop: message.body ? token.marginXXS : 0 }}>
            {message.media_urls.map((url, index) => (
              <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                {t('thread.attachment', { number: index + 1 })}
              </a>
            ))}
          </Flex>
        ) : null}
      </div>
      <Text type={failed ? 'danger' : 'secondary'} style={{ fontSize: token.fontSizeSM, marginTop: 2, textAlign: out ? 'end' : 'start' }}>
        <time dateTime={message.created_at}>{dates.instant(message.created_at, 'dateTime')}</time>
        {status ? <span data-testid="thread-status">{` · ${status}`}</span> : null}
      </Text>
    </Flex>
  );
}

/**
 * The customer's texts (issue 15 item 2): in and out, newest at the bottom, older ones through
 * "Load earlier", live over the host's socket, and a reply box (Enter sends, Shift+Enter a new line).
 */
export function CustomerThread({ customerId }: { customerId: string }) {
  const { t } = useTranslation('vendor');
  const { i18n } = useShell();
  const { token } = theme.useToken();
  const location = useLocation();
  const thread = useCustomerThread(customerId);
  const sending = useSendSms(customerId);
  const [form] = Form.useForm<ReplyValues>();
  const [failure, setFailure] = useState<unknown>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const messages = threadMessages(thread.data);
  const newest = messages.at(-1)?.id;
  const optedOut = thread.data?.pages[0]?.opted_out ?? false;

  // A new newest text (read, sent or pushed) scrolls to the bottom; "Load earlier" keeps the place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && newest) box.scrollTop = box.scrollHeight;
  }, [newest]);
  const keepPlace = useRef<number | null>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && keepPlace.current !== null) {
      box.scrollTop = box.scrollHeight - keepPlace.current;
      keepPlace.current = null;
    }
  }, [thread.data?.pages.length]);
  useEffect(() => {
    if (location.hash === `#${THREAD_ANCHOR}` && thread.data) card.current?.scrollIntoView({ block: 'start' });
  }, [location.hash, Boolean(thread.data)]); // eslint-disable-line react-hooks/exhaustive-deps

  const loadEarlier = () => {
    if (scroller.current) keepPlace.current = scroller.current.scrollHeight - scroller.current.scrollTop;
    void thread.fetchNextPage();
  };

  const send = ({ body: text = '' }: ReplyValues) => {
    setFailure(null);
    sending.mutate(
      { body: text },
      {
        onSuccess: () => form.resetFields(),
        onError: (error) => {
          if (showFieldErrors(form, error, REPLY_FIELDS, i18n)) return;
          // A refusal (the customer said STOP…) goes under the box, in the user's language.
          if (apiErrorCode(error) && apiErrorCode(error) !== 'NETWORK_ERROR' && apiErrorCode(error) !== 'INTERNAL') {
            form.setFields([{ name: 'body', errors: [describeApiError(error, i18n)] }]);
            if (apiErrorCode(error) === 'CUSTOMER_OPTED_OUT') void thread.refetch();
          } else setFailure(error);
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!sending.isPending) form.submit();
  };

  let list;
  if (thread.error && !thread.data) {
    list = <ApiErrorAlert error={thread.error} ns="vendor" title={t('thread.loadFailed')} onRetry={() => void thread.refetch()} style={{ margin: token.margin }} />;
  } else if (!thread.data) {
    list = <Skeleton active paragraph={{ rows: 3 }} style={{ padding: token.padding }} />;
  } else if (!messages.length) {
    list = <EmptyState title={t('thread.emptyTitle')} description={t('thread.emptyText')} />;
  } else {
    list = (
      <Flex vertical gap={token.marginSM}>
        {thread.hasNextPage ? (
          <Flex justify="center">
            <Button size="small" onClick={loadEarlier} loading={thread.isFetchingNextPage}>
              {t('thread.loadEarlier')}
            </Button>
          </Flex>
        ) : null}
        {thread.isFetchNextPageError ? <ApiErrorAlert error={thread.error} ns="vendor" onRetry={loadEarlier} style={{ marginBottom: 0 }} /> : null}
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </Flex>
    );
  }

  return (
    <Card
      ref={card}
      id={THREAD_ANCHOR}
      title={t('thread.title')}
      data-testid="customer-thread"
      style={{ scrollMarginTop: token.marginLG }}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      {optedOut ? <Alert type="warning" banner showIcon message={t('thread.optedOut')} description={t('thread.optedOutText')} data-testid="thread-opted-out" /> : null}
      <div
        ref={scroller}
        role="log"
        aria-label={t('thread.title')}
        aria-live="polite"
        tabIndex={0}
        style={{ overflowY: 'auto', maxHeight: 'min(60vh, 520px)', minHeight: 160, padding: token.padding }}
      >
        {list}
      </div>
      {/* The card's foot: the list above scrolls on its own, the box stays under it. */}
      <div style={{ borderTop: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, padding: token.padding }}>
        {failure ? <ApiErrorAlert error={failure} ns="vendor" style={{ marginBottom: token.marginSM }} /> : null}
        <Form form={form} onFinish={send} layout="vertical" requiredMark={false} disabled={!thread.data}>
          <Form.Item
            name="body"
            label={t('thread.replyLabel')}
            rules={[{ required: true, whitespace: true, message: t('thread.replyRequired') }]}
            validateTrigger="onSubmit"
            style={{ marginBottom: token.marginLG }}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={MESSAGE_MAX_LENGTH}
              showCount={{ formatter: ({ count, maxLength }) => t('thread.counter', { count, max: maxLength ?? MESSAGE_MAX_LENGTH }) }}
              placeholder={optedOut ? t('thread.optedOut') : t('thread.replyPlaceholder')}
              aria-describedby="thread-reply-hint"
              onKeyDown={onKeyDown}
            />
          </Form.Item>
          {/* Send on the left: the bottom-right corner is the chat button's. */}
          <Flex align="center" gap={token.marginSM} wrap>
            <Button type="primary" htmlType="submit" loading={sending.isPending} disabled={!thread.data}>
              {t('thread.send')}
            </Button>
            <Text type="secondary" id="thread-reply-hint" style={{ fontSize: token.fontSizeSM }}>
              {t('thread.replyHint')}
            </Text>
          </Flex>
        </Form>
      </div>
    </Card>
  );
}
