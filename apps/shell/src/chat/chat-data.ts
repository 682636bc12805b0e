import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { typed, type ApiClient } from '@fixflow/api-client';
import type {
  REALTIME_EVENTS,
  ChatMessage,
  ChatMessageEvent,
  ChatMessagePage,
  Conversation,
  ConversationList,
  OpenConversationRequest,
} from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';

/**
 * REALTIME_EVENTS.chatMessage, typed against the contract: importing the object itself would split
 * it out of the SDK's data chunk on every first load (a technician's dashboard has no bytes to spare).
 */
const CHAT_MESSAGE_EVENT: (typeof REALTIME_EVENTS)['chatMessage'] = 'chat.message';

/** The list's unread total is re-read at least this often, besides every live message. */
export const CHAT_REFRESH_MS = 60_000;
/** A page of messages: the newest page first, then older ones by `next_cursor`. */
export const CHAT_PAGE_SIZE = 50;

/** The chat's calls (PRODUCT.md "Messages"), typed by the API's OpenAPI document. */
export function chatApi(api: ApiClient) {
  const client = typed(api);
  return {
    list: (signal?: AbortSignal): Promise<ConversationList> => client.get('/conversations', { signal }),
    messages: (id: string, cursor: string | null, signal?: AbortSignal): Promise<ChatMessagePage> =>
      client.get('/conversations/{id}/messages', { path: { id }, query: { limit: CHAT_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal }),
    send: (id: string, body: string): Promise<ChatMessage> => client.post('/conversations/{id}/messages', { path: { id }, body: { body } }),
    read: (id: string, through: string) => client.post('/conversations/{id}/read', { path: { id }, body: { through } }),
    open: (request: OpenConversationRequest): Promise<Conversation> => client.post('/conversations', { body: request }),
  };
}

/** The caller's conversations, newest activity first, and the unread total (the menu's count). */
export function useConversations(enabled = true) {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.conversations,
    queryFn: ({ signal }) => chatApi(api).list(signal),
    enabled,
    refetchInterval: CHAT_REFRESH_MS,
  });
}

/** One conversation's messages, a page at a time from the newest. */
export function useChatMessages(id: string) {
  const { api } = useShell();
  return useInfiniteQuery({
    queryKey: queryKeys.chatMessages(id),
    queryFn: ({ pageParam, signal }) => chatApi(api).messages(id, pageParam, signal),
    ...keysetPages,
  });
}

/** The pages of a conversation as one list, oldest first (pages come newest first, each oldest first). */
export function chronological(data: InfiniteData<ChatMessagePage> | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

/** Adds a message to the newest page of its conversation when that conversation is loaded; false if already there. */
export function appendMessage(client: QueryClient, message: ChatMessage): boolean {
  let added = false;
  client.setQueryData<InfiniteData<ChatMessagePage>>(queryKeys.chatMessages(message.conversation_id), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    added = true;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
  return added;
}

/** Sets a conversation's unread count to 0 in the list at once (the read call follows), keeping the total in step. */
export function markReadLocally(client: QueryClient, id: string): void {
  client.setQueryData<ConversationList>(queryKeys.conversations, (list) => {
    const row = list?.items.find((item) => item.id === id);
    if (!list || !row || row.unread === 0) return list;
    return { unread: Math.max(0, list.unread - row.unread), items: list.items.map((item) => (item.id === id ? { ...item, unread: 0 } : item)) };
  });
}

/**
 * Chat over the host's one socket: a message for a loaded conversation joins it at once, and the
 * list (last message, unread counts) is read again. Whoever shows chat calls it once.
 */
export function useLiveChat(): void {
  const { live } = useShell();
  const client = useQueryClient();
  useEffect(
    () =>
      live.on<ChatMessageEvent>(CHAT_MESSAGE_EVENT, (event) => {
        appendMessage(client, event.message);
        void client.invalidateQueries({ queryKey: queryKeys.conversations });
      }),
    [client, live],
  );
}

export function useSendMessage(id: string) {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => chatApi(api).send(id, body),
    onSuccess: (message) => {
      appendMessage(client, message);
      void client.invalidateQueries({ queryKey: queryKeys.conversations });
    },
  });
}

/**
 * Marks a conversation read through the newest message the reader was shown (the count drops at
 * once, the API keeps it): one that arrives while the mark is on its way stays unread.
 */
export function useMarkRead() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, through }: { id: string; through: string }) => chatApi(api).read(id, through),
    onMutate: ({ id }) => markReadLocally(client, id),
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.conversations }),
  });
}

/** Opens (or finds) an order's conversation or the caller's support one. */
export function useOpenConversation() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OpenConversationRequest) => chatApi(api).open(request),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.conversations }),
  });
}
