import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import type { SendSmsRequest, SmsMessage, SmsThread } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';

/** Texts per page; "Load earlier" reads the next older page. */
export const THREAD_PAGE_SIZE = 50;

/**
 * GET /api/customers/:id/messages as keyset pages, newest page first (each page newest last).
 * Each read marks the customer's unread texts read on the server, so the sidebar's badge is read
 * again after it. A pushed `sms.changed` reads the thread again (the host's wireLiveQueries).
 */
export function useCustomerThread(customerId: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery({
    queryKey: queryKeys.customerMessages(customerId),
    ...keysetPages,
    queryFn: ({ pageParam, signal }): Promise<SmsThread> =>
      typed(api).get('/customers/{id}/messages', { path: { id: customerId }, query: { limit: THREAD_PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
  });
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount('sms_received') });
  }, [readAt, queryClient]);
  return thread;
}

/** The thread's texts, oldest first (pages come newest first, each oldest first); a text on two pages shows once. */
export function threadMessages(data: InfiniteData<SmsThread, unknown> | undefined): SmsMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: SmsMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

/** POST /api/customers/:id/messages; the thread is read again after it (the new text and its status). */
export function useSendSms(customerId: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendSmsRequest): Promise<SmsMessage> => typed(api).post('/customers/{id}/messages', { path: { id: customerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customerMessages(customerId) }),
  });
}
