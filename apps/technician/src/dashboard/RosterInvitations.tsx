import { Suspense } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { TechnicianInvitation } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { dayInZone, EmptyState, Panel, Text, useDates } from '@fixflow/ui';
import { myInvitationsQuery } from './dashboard-queries';
import { LazyApiErrorAlert } from './lazy-api-error-alert';

/**
 * The technician's open invitations (GET /api/roster-invitations), read again whenever the API
 * says one was sent, answered or withdrawn (a roster query: the host's socket invalidates it).
 * Only open ones are listed: an answer takes it away.
 */
export function useRosterInvitations() {
  const { api } = useShell();
  const query = useQuery(myInvitationsQuery(api));
  return { invitations: query.data ?? null, error: query.error, reload: () => void query.refetch() };
}

/**
 * Vendors asking the technician to join their roster: until it accepts, a vendor sees only that
 * it was invited and cannot assign it orders or read its schedule.
 */
export function RosterInvitations({ invitations, error, reload }: ReturnType<typeof useRosterInvitations>) {
  const { t } = useTranslation('technician');
  const { api, toast, i18n } = useShell();
  const dates = useDates();
  const queryClient = useQueryClient();
  const answering = useMutation({
    mutationFn: ({ invitation, verb }: { invitation: TechnicianInvitation; verb: 'accept' | 'decline' }) =>
      verb === 'accept'
        ? typed(api).post('/roster-invitations/{id}/accept', { path: { id: invitation.id } })
        : typed(api).post('/roster-invitations/{id}/decline', { path: { id: invitation.id } }),
    onSuccess: (_, { invitation, verb }) => {
      const company = invitation.vendor.company_name;
      toast.success(verb === 'accept' ? t('invitations.accepted', { company }) : t('invitations.declined', { company }));
    },
    onError: (failure) => toast.error(describeApiError(failure, i18n)),
    // Answered or not (someone else may have withdrawn it), the list is read again; an accept also changes the roster.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.roster }),
  });
  const answer = (invitation: TechnicianInvitation, verb: 'accept' | 'decline') => answering.mutate({ invitation, verb });
  const pending = (invitation: TechnicianInvitation, verb: 'accept' | 'decline') =>
    answering.isPending && answering.variables.invitation.id === invitation.id && answering.variables.verb === verb;

  return (
    <Panel title={t('invitations.title')} style={{ marginBottom: 16 }} data-testid="roster-invitations">
      {invitations === null && !error ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : error ? (
        <Suspense fallback={null}>
          <LazyApiErrorAlert error={error} ns="technician" onRetry={reload} style={{ marginBottom: 0 }} />
        </Suspense>
      ) : invitations?.length ? (
        <Flex vertical gap={16}>
          {invitations.map((invitation) => {
            const place = [invitation.vendor.city, invitation.vendor.state].filter(Boolean).join(', ');
            const busy = answering.isPending && answering.variables.invitation.id === invitation.id;
            return (
              <Flex key={invitation.id} vertical gap={8} data-testid={`invitation-${invitation.id}`}>
                <div>
                  <Text strong style={{ display: 'block' }}>
                    {invitation.vendor.company_name}
                  </Text>
                  <Text type="secondary">
                    {t('invitations.invitedOn', { date: dates.day(dayInZone(invitation.invited_at, dates.timeZone), 'dayMonth') })}
                    {place ? ` · ${place}` : ''}
                  </Text>
                </div>
                <Text type="secondary">{t('invitations.explain')}</Text>
                <Flex gap={8}>
                  <Button type="primary" size="large" style={{ flex: 1 }} disabled={busy} loading={pending(invitation, 'accept')} onClick={() => answer(invitation, 'accept')}>
                    {t('invitations.accept')}
                  </Button>
                  <Button size="large" style={{ flex: 1 }} disabled={busy} loading={pending(invitation, 'decline')} onClick={() => answer(invitation, 'decline')}>
                    {t('invitations.decline')}
                  </Button>
                </Flex>
              </Flex>
            );
          })}
        </Flex>
      ) : (
        <EmptyState title={t('invitations.emptyTitle')} description={t('invitations.emptyText')} />
      )}
    </Panel>
  );
}
