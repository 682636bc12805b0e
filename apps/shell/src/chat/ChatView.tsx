import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Button, Empty, Input, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, type ChatMessage, type Conversation } from '@fixflow/contracts';
import { CHAT_NAMESPACE } from '@fixflow/i18n/chat';
import { useSession } from '@fixflow/shell-sdk';
import { ApiErrorAlert, useDates } from '@fixflow/ui';
import { chronological, useChatMessages, useConversations, useMarkRead, useSendMessage } from './chat-data';
import styles from './chat.module.css';

/** The chat's colours from the antd theme (light and dark), as the CSS module's variables. */
export function useChatColours(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--chat-border': token.colorBorderSecondary,
    '--chat-bg': token.colorBgContainer,
    '--chat-hover': token.colorFillTertiary,
    '--chat-active': token.controlItemBgActive,
    '--chat-muted': token.colorTextSecondary,
    '--chat-theirs': token.colorFillSecondary,
    '--chat-mine': token.colorPrimaryBg,
    '--chat-danger': token.colorError,
    color: token.colorText,
  } as CSSProperties;
}

/** The conversation's line in the UI's language: the API names support "Support[ · who]" in English. */
export function useConversationTitle(): (conversation: Conversation) => string {
  const { t } = useTranslation(CHAT_NAMESPACE);
  return (conversation) =>
    conversation.kind === 'support' ? conversation.title.replace(/^Support/, t('kind.support')) : conversation.title || t(`kind.${conversation.kind}`);
}

/** A message's body checked before sending: the same 1..MESSAGE_MAX_LENGTH the API holds to. */
export function sendable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && text.length <= MESSAGE_MAX_LENGTH;
}

function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  if (count <= 0) return null;
  return (
    <span className={styles.count} aria-label={t('unread', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

function ConversationRow({ conversation, active, onOpen, me }: { conversation: Conversation; active: boolean; onOpen: (id: string) => void; me: string | null }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const title = useConversationTitle();
  const dates = useDates();
  const last = conversation.last_message;
  return (
    <li>
      <button
        type="button"
        className={active ? `${styles.row} ${styles.rowActive}` : styles.row}
        aria-current={active ? 'true' : undefined}
        onClick={() => onOpen(conversation.id)}
        data-testid="chat-conversation"
      >
        <span className={styles.rowHead}>
          <span className={styles.rowTitle}>{title(conversation)}</span>
          <span className={styles.rowTime}>{dates.instant(conversation.updated_at, 'dateTime')}</span>
        </span>
        <span className={styles.rowLast}>
          <span className={styles.rowLastText}>{last ? `${last.author_id === me ? t('you') : (last.author_name ?? t(`role.${last.author_role}`, { defaultValue: '' }))}: ${last.body}` : t('noMessages')}</span>
          <UnreadCount count={conversation.unread} />
        </span>
      </button>
    </li>
  );
}

function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const dates = useDates();
  const who = mine ? t('you') : (message.author_name ?? t(`role.${message.author_role}`, { defaultValue: message.author_role }));
  return (
    <div className={mine ? `${styles.message} ${styles.mine}` : styles.message} data-testid="chat-message">
      <div className={styles.meta}>
        {who} · {dates.instant(message.created_at, 'dateTime')}
      </div>
      {/* Text, never HTML: React writes it as a text node. */}
      <div className={styles.body}>{message.body}</div>
    </div>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const submit = () => {
    if (!sendable(text) || send.isPending) return;
    send.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <div>
      {send.isError ? <ApiErrorAlert error={send.error} ns={CHAT_NAMESPACE} title={t('sendFailed')} style={{ margin: '0 12px 8px' }} /> : null}
      <div className={styles.composer}>
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 5 }}
          aria-label={t('composer')}
          placeholder={t('composerHint')}
          status={tooLong ? 'error' : undefined}
          aria-invalid={tooLong || undefined}
        />
        <Button type="primary" onClick={submit} disabled={!sendable(text)} loading={send.isPending}>
          {t('send')}
        </Button>
      </div>
      {tooLong ? (
        <div role="alert" className={styles.meta} style={{ padding: '0 12px 8px', color: 'var(--chat-danger)' }}>
          {t('tooLong', { max: MESSAGE_MAX_LENGTH })}
        </div>
      ) : null}
    </div>
  );
}

/** The open conversation: its messages (newest at the bottom, Load earlier above), read while open, and the composer. */
function ConversationPane({ conversation, onBack }: { conversation: Conversation; onBack?: () => void }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const title = useConversationTitle()(conversation);
  const session = useSession();
  const me = session.status === 'signed-in' ? session.user.id : null;
  const query = useChatMessages(conversation.id);
  const messages = chronological(query.data);
  const markRead = useMarkRead();
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  const earlier = useRef(false);

  // Open with unread messages, or one arriving while open: read through the newest one shown (the
  // list's count and the menu's follow); one not drawn yet stays unread until it is. Once per
  // message: the list, read again after the mark, may still count one not drawn here yet, and
  // reading through the same message again would only ask again until it is (a failed read may).
  // Someone else's message drawn while open is read at once, before the list has counted it: a
  // reader who saw it arrive and went straight back must not find it unread there.
  const { mutate: read } = markRead;
  const unread = conversation.unread;
  const readThrough = useRef<string | null>(null);
  const newestAtOpen = useRef<string | null | undefined>(undefined);
  const newestFromOthers = messages.length > 0 && messages[messages.length - 1].author_id !== me;
  useEffect(() => {
    if (!query.isSuccess) return;
    if (newestAtOpen.current === undefined) newestAtOpen.current = newest ?? null;
    if (!newest || readThrough.current === newest) return;
    const arrivedWhileOpen = newestFromOthers && newest !== newestAtOpen.current;
    if (unread === 0 && !arrivedWhileOpen) return;
    readThrough.current = newest;
    read(
      { id: conversation.id, through: newest },
      {
        onError: () => {
          readThrough.current = null;
        },
      },
    );
  }, [conversation.id, query.isSuccess, read, unread, newest, newestFromOthers]);

  // The newest message in view, unless the user asked for earlier ones.
  useLayoutEffect(() => {
    if (earlier.current) {
      earlier.current = false;
      return;
    }
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest, query.isSuccess]);

  return (
    <section className={styles.pane} aria-label={title}>
      <div className={styles.paneHead}>
        {onBack ? (
          <Button type="text" onClick={onBack} aria-label={t('back')}>
            ←
          </Button>
        ) : null}
        <h2 className={styles.paneTitle}>{title}</h2>
      </div>
      <div className={styles.messages} ref={scroller} role="log" aria-live="polite">
        {query.hasNextPage ? (
          <Button
            size="small"
            style={{ alignSelf: 'center' }}
            loading={query.isFetchingNextPage}
            onClick={() => {
              earlier.current = true;
              void query.fetchNextPage();
            }}
          >
            {t('loadEarlier')}
          </Button>
        ) : null}
        {query.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
        {query.isError ? <ApiErrorAlert error={query.error} ns={CHAT_NAMESPACE} title={t('messagesFailed')} onRetry={() => void query.refetch()} /> : null}
        {query.isSuccess && messages.length === 0 ? <div className={styles.center}>{t('noMessages')}</div> : null}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.author_id === me} />
        ))}
      </div>
      <Composer conversationId={conversation.id} />
    </section>
  );
}

export interface ChatViewProps {
  /** The open conversation's id (null: none yet). */
  selected: string | null;
  onSelect: (id: string | null) => void;
  /** One column: the list, then the conversation over it with a back button (a phone, the widget). */
  stacked: boolean;
  className?: string;
}

/** The caller's conversations and the open one: the one chat UI of /chat and the widget. */
export function ChatView({ selected, onSelect, stacked, className }: ChatViewProps) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const colours = useChatColours();
  const session = useSession();
  const me = session.status === 'signed-in' ? session.user.id : null;
  const list = useConversations();
  const conversations = list.data?.items ?? [];
  const open = conversations.find((item) => item.id === selected) ?? null;
  const classes = [styles.root, stacked ? styles.stacked : '', className ?? ''].join(' ');

  let listBody;
  if (list.isPending) listBody = <Skeleton active style={{ padding: 12 }} />;
  else if (list.isError && !list.data)
    listBody = (
      <div style={{ padding: 12 }}>
        <ApiErrorAlert error={list.error} ns={CHAT_NAMESPACE} title={t('loadFailed')} onRetry={() => void list.refetch()} />
      </div>
    );
  else if (conversations.length === 0)
    listBody = (
      <div className={styles.center}>
        {/* libs/ui's EmptyState, without its Surface text (which would leave the workspace's chunk on every first load). */}
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong style={{ display: 'block', color: colours.color }}>{t('noConversations')}</strong>
              <span>{t('noConversationsHint')}</span>
            </>
          }
        />
      </div>
    );
  else
    listBody = (
      <ul className={styles.list} aria-label={t('conversations')}>
        {conversations.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} active={conversation.id === selected} onOpen={onSelect} me={me} />
        ))}
      </ul>
    );

  if (stacked) {
    return (
      <div className={classes} style={colours}>
        {open ? <ConversationPane key={open.id} conversation={open} onBack={() => onSelect(null)} /> : listBody}
      </div>
    );
  }
  return (
    <div className={classes} style={colours}>
      {conversations.length > 0 ? listBody : <div style={{ flex: '0 0 300px', display: 'flex', borderRight: '1px solid var(--chat-border)' }}>{listBody}</div>}
      {open ? <ConversationPane key={open.id} conversation={open} /> : <div className={styles.center}>{list.isPending ? null : t('pick')}</div>}
    </div>
  );
}
