import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TechnicianInvitation } from '@fixflow/contracts';
import { describeApiError, useRosterChanges, useShell } from '@fixflow/shell-sdk';
import { EmptyState, Panel, Text } from '@fixflow/ui';
import { dayOf, formatDay } from '../calendar/days';

/**
 * The technician's open invitations (GET /api/roster-invitations), read again whenever the API
 * says one was sent, answered or withdrawn. Only open ones are listed: an answer takes it away.
 */
export function useRosterInvitations() {
  const { api } = useShell();
  const [invitations, setInvitations] = useState<TechnicianInvitation[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    try {
      setInvitations(await api.get<TechnicianInvitation[]>('/roster-invitations'));
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);
  useRosterChanges(() => void load());

  return { invitations, error, reload: load };
}

/**
 * Vendors asking the technician to join their roster: until it accepts, a vendor sees only that
 * it was invited and cannot assign it orders or read its schedule.
 */
export function RosterInvitations({ invitations, error, reload }: ReturnType<typeof useRosterInvitations>) {
  const { t } = useTranslation('technician');
  const { api, toast, i18n } = useShell();
  const [answering, setAnswering] = useState<string | null>(null);

  async function answer(invitation: TechnicianInvitation, verb: 'accept' | 'decline') {
    setAnswering(`${invitation.id}:${verb}`);
    try {
      await api.post<TechnicianInvitation>(`/roster-invitations/${invitation.id}/${verb}`);
      const company = invitation.vendor.company_name;
      toast.success(verb === 'accept' ? t('invitations.accepted', { company }) : t('invitations.declined', { company }));
    } catch (failure) {
      toast.error(describeApiError(failure, i18n));
    } finally {
      setAnswering(null);
      await reload();
    }
  }

  return (
    <Panel title={t('invitations.title')} style={{ marginBottom: 16 }} data-testid="roster-invitations">
      {invitations === null && !error ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : error ? (
        <Text type="danger">{describeApiError(error, i18n)}</Text>
      ) : invitations?.length ? (
        <Flex vertical gap={16}>
          {invitations.map((invitation) => {
            const place = [invitation.vendor.city, invitation.vendor.state].filter(Boolean).join(', ');
            const busy = answering?.startsWith(invitation.id) ?? false;
            return (
              <Flex key={invitation.id} vertical gap={8} data-testid={`invitation-${invitation.id}`}>
                <div>
                  <Text strong style={{ display: 'block' }}>
                    {invitation.vendor.company_name}
                  </Text>
                  <Text type="secondary">
                    {t('invitations.invitedOn', { date: formatDay(dayOf(new Date(invitation.invited_at)), i18n.language, { day: 'numeric', month: 'long' }) })}
                    {place ? ` · ${place}` : ''}
                  </Text>
                </div>
                <Text type="secondary">{t('invitations.explain')}</Text>
                <Flex gap={8}>
                  <Button type="primary" size="large" style={{ flex: 1 }} disabled={busy} loading={answering === `${invitation.id}:accept`} onClick={() => void answer(invitation, 'accept')}>
                    {t('invitations.accept')}
                  </Button>
                  <Button size="large" style={{ flex: 1 }} disabled={busy} loading={answering === `${invitation.id}:decline`} onClick={() => void answer(invitation, 'decline')}>
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
