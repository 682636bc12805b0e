import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { ROLES, USER_STATUSES, type ManagedUser, type Role, type UserStatus } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, StatusTag, useDates } from '@fixflow/ui';
import { UserActionsDialog } from './UserActionsDialog';

const isRole = (value: string | null): value is Role => (ROLES as readonly string[]).includes(value ?? '');
const isUserStatus = (value: string | null): value is UserStatus => (USER_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/users, User Management: every account (GET /api/admin/users) by search, role and status,
 * in keyset pages; filters live in the URL. "Manage" opens what an admin may do to one account.
 */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const { api } = useShell();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : undefined;
  const statusParam = params.get('status');
  const status = isUserStatus(statusParam) ? statusParam : undefined;
  const [managing, setManaging] = useState<string | null>(null);

  const users = useInfiniteQuery({
    queryKey: queryKeys.adminUserList({ search, role, status }),
    queryFn: ({ pageParam, signal }) =>
      typed(api).get('/admin/users', { query: { search: search || undefined, role, status, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });
  const shown = users.data?.pages.flatMap((page) => page.items) ?? [];
  const loading = users.isPending;
  const managed = shown.find((user) => user.id === managing) ?? null;

  // Each change builds on the latest URL asked for (the router re-renders in a transition).
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const setFilter = (key: 'search' | 'role' | 'status', value: string | undefined) => {
    const next = new URLSearchParams(latestParams.current);
    if (value) next.set(key, value);
    else next.delete(key);
    latestParams.current = next;
    setParams(next, { replace: true });
  };
  const filtered = Boolean(search || role || status);
  const nameOf = (user: ManagedUser) => user.name ?? user.email ?? user.phone ?? user.id;

  const columns: TableColumnsType<ManagedUser> = [
    {
      title: t('usersPage.name'),
      key: 'name',
      render: (_: unknown, user) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {nameOf(user)}
          </Typography.Text>
          <Typography.Text type="secondary">{t(`usersPage.roles.${user.role ?? 'none'}`)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('usersPage.contact'),
      key: 'contact',
      responsive: ['md'],
      render: (_: unknown, user) => (
        <Space direction="vertical" size={0}>
          {user.email ? <Typography.Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Typography.Text> : null}
          {user.phone ? <Typography.Text>{user.phone}</Typography.Text> : null}
          {user.pending_email ? <Typography.Text type="warning">{t('usersPage.pending', { value: user.pending_email })}</Typography.Text> : null}
          {user.pending_phone ? <Typography.Text type="warning">{t('usersPage.pending', { value: user.pending_phone })}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('usersPage.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: UserStatus) => <StatusTag status={value} label={t(`usersPage.statuses.${value}`)} />,
    },
    {
      title: t('usersPage.lastSignIn'),
      dataIndex: 'last_sign_in_at',
      key: 'last_sign_in_at',
      responsive: ['lg'],
      render: (value: string | null) => (value ? dates.instant(value) : t('usersPage.never')),
    },
    {
      title: t('usersPage.actions'),
      key: 'actions',
      render: (_: unknown, user) => (
        <Button size="small" aria-label={t('usersPage.more', { name: nameOf(user) })} onClick={() => setManaging(user.id)}>
          {t('usersPage.actions')}
        </Button>
      ),
    },
  ];

  return (
    <>
      {/* Issue 16: every action here is audited; the log is one click away. */}
      <PageHeader title={t('usersPage.title')} subtitle={t('usersPage.subtitle')} extra={<Link to="/admin/audit">{t('audit.title')}</Link>} />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('usersPage.search')}
            placeholder={t('usersPage.searchPlaceholder')}
            defaultValue={search}
            key={search}
            allowClear
            onSearch={(value) => setFilter('search', value.trim() || undefined)}
            style={{ flex: '1 1 240px', maxWidth: 480 }}
          />
          <Select
            aria-label={t('usersPage.roleFilter')}
            value={role ?? ''}
            onChange={(value: string) => setFilter('role', value || undefined)}
            options={[{ value: '', label: t('usersPage.allRoles') }, ...ROLES.map((value) => ({ value, label: t(`usersPage.roles.${value}`) }))]}
            style={{ flex: '1 1 160px', maxWidth: 220 }}
          />
          <Select
            aria-label={t('usersPage.statusFilter')}
            value={status ?? ''}
            onChange={(value: string) => setFilter('status', value || undefined)}
            options={[{ value: '', label: t('usersPage.allStatuses') }, ...USER_STATUSES.map((value) => ({ value, label: t(`usersPage.statuses.${value}`) }))]}
            style={{ flex: '1 1 160px', maxWidth: 220 }}
          />
        </Flex>
        {users.error ? (
          <ApiErrorAlert error={users.error} ns="admin" title={t('usersPage.loadFailed')} onRetry={() => void (users.isFetchNextPageError ? users.fetchNextPage() : users.refetch())} />
        ) : null}
        <Table<ManagedUser>
          data-testid="users-table"
          rowKey="id"
          columns={columns}
          dataSource={shown}
          loading={loading}
          pagination={false}
          size="middle"
          locale={{
            emptyText: loading ? ' ' : filtered ? (
              <EmptyState
                title={t('usersPage.noMatchTitle')}
                description={t('usersPage.noMatchText')}
                action={<Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>{t('usersPage.clearFilters')}</Button>}
              />
            ) : (
              <EmptyState title={t('usersPage.emptyTitle')} description={t('usersPage.emptyText')} />
            ),
          }}
        />
        {users.hasNextPage ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
              {t('usersPage.loadMore')}
            </Button>
          </Flex>
        ) : users.data ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
            {t('usersPage.total', { count: shown.length })}
          </Typography.Text>
        ) : null}
      </Card>
      {managed ? <UserActionsDialog user={managed} name={nameOf(managed)} onClose={() => setManaging(null)} /> : null}
    </>
  );
}
