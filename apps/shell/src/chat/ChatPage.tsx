import { useEffect, useRef } from 'react';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addChatWords, CHAT_NAMESPACE } from '@fixflow/i18n/chat';
import { ApiErrorAlert } from '@fixflow/ui';
import { useMobile } from '../layout/sidebar/useMobile';
import { useLiveChat, useOpenConversation } from './chat-data';
import { ChatView } from './ChatView';
import styles from './chat.module.css';

/** `/chat?order=<id>` (an order page's "Chat about this order") opens that order's conversation. */
export const CHAT_ORDER_PARAM = 'order';
/** `/chat?conversation=<id>`: the open conversation, so a reload, a link or a push's tap (the API's chat push url) opens it. */
export const CHAT_CONVERSATION_PARAM = 'conversation';

/**
 * /chat for every role (SPEC §1): the caller's conversations and the open one, Contact support.
 * On a phone the list, then the conversation full-screen with a back button.
 */
export function ChatPage() {
  const { t, i18n } = useTranslation(CHAT_NAMESPACE);
  addChatWords(i18n);
  useLiveChat();
  const mobile = useMobile();
  const [params, setParams] = useSearchParams();
  const selected = params.get(CHAT_CONVERSATION_PARAM);
  const orderId = params.get(CHAT_ORDER_PARAM);
  const open = useOpenConversation();
  const { token } = theme.useToken();
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHAT_ORDER_PARAM);
        if (id) next.set(CHAT_CONVERSATION_PARAM, id);
        else next.delete(CHAT_CONVERSATION_PARAM);
        return next;
      },
      { replace: !id },
    );

  // Arriving from an order page: open (or find) its conversation, then show it.
  const asked = useRef<string | null>(null);
  const { mutate } = open;
  useEffect(() => {
    if (!orderId || asked.current === orderId) return;
    asked.current = orderId;
    mutate({ kind: 'order', order_id: orderId }, { onSuccess: (conversation) => select(conversation.id) });
    // select changes with the params; the order is asked for once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, mutate]);

  return (
    <div>
      {/*
        Drawn as the remotes' PageHeader is, from the theme's tokens (as /settings does): libs/ui's
        Surface here would split it out of the workspace's chunk, on every first load.
      */}
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 24 }}>
        <div>
          <h1 style={{ margin: 0, color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize: 24, lineHeight: 1.3 }}>{t('title')}</h1>
          {mobile ? null : <span style={{ color: token.colorTextSecondary }}>{t('subtitle')}</span>}
        </div>
        <Button onClick={() => open.mutate({ kind: 'support' }, { onSuccess: (conversation) => select(conversation.id) })} loading={open.isPending && !orderId}>
          {t('contactSupport')}
        </Button>
      </Flex>
      {open.isError ? <ApiErrorAlert error={open.error} ns={CHAT_NAMESPACE} title={t('openFailed')} style={{ marginBottom: 16 }} /> : null}
      <ChatView selected={selected} onSelect={select} stacked={mobile} className={mobile ? styles.pagePhone : styles.page} />
    </div>
  );
}
