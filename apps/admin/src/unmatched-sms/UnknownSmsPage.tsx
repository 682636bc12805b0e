import { useEffect } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { REALTIME_EVENTS, type UnmatchedSmsStatus } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader } from '@fixflow/ui';
import { UnknownSmsCard } from './UnknownSmsCard';

/**
 * /admin/unmatched-sms (SPEC.md §2 "Unknown SMS", admin only): the texts no single vendor's
 * customer sent, oldest first, each with the customers that have its number; the Resolved tab
 * says what was done with each, by whom and when. Live: any `sms.changed` reads the tab again.
 */
export function UnknownSmsPage() {
  const { t } = useTranslation('admin');
  const { api, live } = useShell();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status: UnmatchedSmsStatus = params.get('tab') === 'resolved' ? 'resolved' : 'open';

  const texts = useInfiniteQuery({
    queryKey: queryKeys.unmatchedSmsList(status),
    queryFn: ({ pageParam, signal }) => typed(api).get('/admin/unmatched-sms', { query: { status, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });
  const shown = texts.data?.pages.flatMap((page) => page.items) ?? [];

  // A text arrived for nobody, or another admin resolved one: both tabs are read again.
  useEffect(() => live.on(REALTIME_EVENTS.smsChanged, () => void queryClient.invalidateQueries({ queryKey: queryKeys.unmatchedSms })), [live, queryClient]);

  const setTab = (tab: UnmatchedSmsStatus) => {
    const next = new URLSearchParams(params);
    if (tab === 'resolved') next.set('tab', 'resolved');
    else next.delete('tab');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('unknownSms.title')} subtitle={t('unknownSms.subtitle')} />
      <Flex vertical gap={16}>
        <Segmented<UnmatchedSmsStatus>
          aria-label={t('unknownSms.title')}
          value={status}
          onChange={setTab}
          options={[
            { value: 'open', label: t('unknownSms.tabOpen') },
            { value: 'resolved', label: t('unknownSms.tabResolved') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {texts.error ? (
          <ApiErrorAlert
            error={texts.error}
            ns="admin"
            title={t('unknownSms.loadFailed')}
            onRetry={() => void (texts.isFetchNextPageError ? texts.fetchNextPage() : texts.refetch())}
            style={{ marginBottom: 0 }}
          />
        ) : null}
        {texts.isPending ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : null}
        {texts.data && !shown.length ? (
          <Card>
            {status === 'open' ? (
              <EmptyState title={t('unknownSms.emptyOpenTitle')} description={t('unknownSms.emptyOpenText')} />
            ) : (
              <EmptyState title={t('unknownSms.emptyResolvedTitle')} description={t('unknownSms.emptyResolvedText')} />
            )}
          </Card>
        ) : null}
        <Flex vertical gap={12} data-testid="unknown-sms-list">
          {shown.map((text) => (
            <UnknownSmsCard key={text.id} text={text} />
          ))}
        </Flex>
        {texts.hasNextPage ? (
          <Flex justify="center">
            <Button loading={texts.isFetchingNextPage} onClick={() => void texts.fetchNextPage()}>
              {t('unknownSms.loadMore')}
            </Button>
          </Flex>
        ) : shown.length ? (
          <Typography.Text type="secondary">{t('unknownSms.total', { count: shown.length })}</Typography.Text>
        ) : null}
      </Flex>
    </>
  );
}
