import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { ROLES, USER_STATUSES, type ManagedUser, type Role, type UserStatus } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { FilterBar, KeysetTable, keysetWords, PageHeader, StatusTag, useDates, useUrlFilters } from '@fixflow/ui';
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
  const filters = useUrlFilters(['search', 'role', 'status'] as const);
  const search = filters.values.search ?? '';
  const role = isRole(filters.values.role ?? null) ? (filters.values.role as Role) : undefined;
  const status = isUserStatus(filters.values.status ?? null) ? (filters.values.status as UserStatus) : undefined;
  const [managing, setManaging] = useState<string | null>(null);

  const users = useInfiniteQuery({
    queryKey: queryKeys.adminUserList({ search, role, status }),
    queryFn: ({ pageParam, signal }) =>
      typed(api).get('/admin/users', { query: { search: search || undefined, role, status, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });
  const shown = users.data?.pages.flatMap((page) => page.items) ?? [];
  const managed = shown.find((user) => user.id === managing) ?? null;

  const nameOf = (user: ManagedUser) => user.name ?? user.email ?? user.phone ?? user.id;

  const columns: TableColumnsType<ManagedUser> = [
    {
      title: t('usersPage.name'),
      key: 'name',
      render: (_: unknown, user) => (
        <Space orientation="vertical" size={0}>
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
        <Space orientation="vertical" size={0}>
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
        <FilterBar
          search={{ label: t('usersPage.search'), placeholder: t('usersPage.searchPlaceholder'), value: filters.values.search, onSearch: (value) => filters.set('search', value) }}
          selects={[
            {
              label: t('usersPage.roleFilter'),
              value: role,
              onChange: (value) => filters.set('role', value),
              options: [{ value: '', label: t('usersPage.allRoles') }, ...ROLES.map((value) => ({ value, label: t(`usersPage.roles.${value}`) }))],
            },
            {
              label: t('usersPage.statusFilter'),
              value: status,
              onChange: (value) => filters.set('status', value),
              options: [{ value: '', label: t('usersPage.allStatuses') }, ...USER_STATUSES.map((value) => ({ value, label: t(`usersPage.statuses.${value}`) }))],
            },
          ]}
        />
        <KeysetTable<ManagedUser>
          testId="users-table"
          rowKey="id"
          columns={columns}
          query={users}
          ns="admin"
          words={keysetWords(t, 'usersPage')}
          filtered={filters.filtered}
          onClearFilters={filters.clear}
        />
      </Card>
      {managed ? <UserActionsDialog user={managed} name={nameOf(managed)} onClose={() => setManaging(null)} /> : null}
    </>
  );
}
