import { Button, Group, Select, SimpleGrid, Stack, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBuildingStore,
  IconClockPlus,
  IconFilterOff,
  IconShieldCheck,
  IconSteeringWheel,
  IconUser,
  IconUserCheck,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import {
  formatNumber,
  ROLES,
  USER_ADMIN_MESSAGES,
  type Role,
  type TUser,
  type TUserSummary,
} from '@godown/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { confirmDelete } from '../../components/confirm-delete';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { LoginRequired } from '../../components/login-required';
import { NotForYourRole } from '../../components/role-gate';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { roleLabel } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { hasAccess } from '../../lib/access';
import { useUser } from '../../lib/session';
import { sortParams, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { canManageUser } from './user-form';
import { UserEditModal } from './user-edit-modal';
import { AwaitingApprovalCard } from './awaiting-approval-card';
import { failureWithReason } from '../../api/client';
import { useDeleteUser, useUpdateUser, useUsersQuery } from './users-api';
import { UsersTable } from './users-table';
import { m } from '../../paraglide/messages.js';
import { PageSearch } from '../../components/page-search';

/** The value of the filter's "All roles" choice (a Select value cannot be null and shown). */
const ALL = 'all';
const roleFilterOptions = () => [
  { value: ALL, label: m.users_all_roles() },
  ...ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
];

/**
 * `/users` (login required; for those who may read the company's people, not a supplier or, under
 * the restricted role policy, a driver): everyone's accounts, searched, filtered by role and paged
 * on the server; an admin also sees the accounts waiting for approval.
 */
export function UsersPage() {
  const user = useUser();
  if (!user) return <LoginRequired />;
  if (!hasAccess(user, 'people')) return <NotForYourRole />;
  return <UsersList viewer={user} />;
}

function UsersList({ viewer }: { viewer: TUser }) {
  const isAdmin = viewer.role === 'admin';
  // The search, role, sort and page live in the address.
  const view = useListSearch({ sortable: 'users', filters: ['role'] });
  const { search, setSearch, appliedSearch, page, setPage, sort } = view;
  const role = ROLES.find((r) => r === view.filters.role) ?? null;
  const setRole = (next: Role | null) => view.setFilter('role', next);
  const [editing, setEditing] = useState<TUser | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const update = useUpdateUser();
  const remove = useDeleteUser();

  const list = useUsersQuery({ search: appliedSearch, role, page, ...sortParams(sort) });
  const rows = list.data?.users ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  // Several rows may be acted on at once: each call is awaited on its own (a mutation's per-call
  // callbacks fire only for its latest call), so every failure shows and every button spins until
  // its own call ends.
  const toggling = usePendingIds();
  const deleting = usePendingIds();

  const toggleActive = async (user: TUser) => {
    setActionError(null);
    try {
      const saved = await toggling.track(user._id, () =>
        update.mutateAsync({ id: user._id, changes: { active: !user.active } }),
      );
      notifications.show({
        color: 'teal',
        title: saved.active ? m.users_activated() : m.users_deactivated(),
        message: saved.name,
      });
    } catch (cause) {
      setActionError(failureWithReason(cause, m.users_update_failed()));
    }
  };

  const deleteUser = async (user: TUser) => {
    setActionError(null);
    try {
      await deleting.track(user._id, () => remove.mutateAsync(user));
      notifications.show({ color: 'teal', title: m.users_deleted(), message: user.name });
    } catch (cause) {
      setActionError(failureWithReason(cause, m.users_delete_failed()));
    }
  };

  const askToDelete = (user: TUser) =>
    confirmDelete({
      name: user.name,
      message: localizeText(USER_ADMIN_MESSAGES.deleteConfirm),
      onConfirm: () => void deleteUser(user),
    });

  const isFiltered = appliedSearch !== '' || role !== null;
  const clearFilters = view.clearFilters;

  return (
    <>
      <PageHeader
        title={list.data ? m.users_title_count({ count: formatNumber(total, 0) }) : m.users_title()}
        actions={<ExportMenu kind="users" filters={{ search: appliedSearch, role, ...sortParams(sort) }} />}
      />

      <Stack gap="md">
        {isAdmin ? <AwaitingApprovalCard /> : null}
        {list.data ? <SummaryCards summary={list.data.summary} /> : null}

        <Group align="flex-end" gap="md" wrap="wrap">
          <PageSearch
            label={m.users_search()}
            placeholder={m.users_name_email_or_phone()}
            value={search}
            onSearch={setSearch}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label={m.users_role()}
            data={roleFilterOptions()}
            value={role ?? ALL}
            onChange={(value) => setRole(ROLES.find((r) => r === value) ?? null)}
            allowDeselect={false}
            style={{ flex: '1 1 180px' }}
          />
        </Group>

        <UsersTable
          sort={sort}
          users={list.data?.users}
          hasActions={isAdmin}
          canManage={(user) => canManageUser(viewer, user)}
          actions={{
            onToggleActive: (user) => void toggleActive(user),
            onEdit: setEditing,
            onDelete: askToDelete,
            togglingIds: toggling.ids,
            deletingIds: deleting.ids,
          }}
          isLoading={list.isPending}
          loadingLabel={m.users_loading()}
          errors={[list.isError ? m.users_fetch_failed() : null, actionError]}
          isEmpty={total === 0}
          empty={
            <EmptyState
              title={isFiltered ? m.users_none_match_filter() : m.users_none_yet()}
              icon={
                <ThemeIcon variant="light" size={48} radius="xl">
                  <IconUsers size={26} />
                </ThemeIcon>
              }
              message={describeFilter(appliedSearch, role)}
              action={
                isFiltered ? (
                  <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={clearFilters}>
                    {m.users_clear_filters()}
                  </Button>
                ) : null
              }
            />
          }
          isStale={list.isPlaceholderData}
          pagination={{ page, total, onChange: setPage }}
        />
      </Stack>

      <UserEditModal user={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** The ids of the rows whose call is under way; `track` marks one for as long as its call runs. */
function usePendingIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const track = useCallback(async <T,>(id: string, call: () => Promise<T>): Promise<T> => {
    setIds((current) => new Set(current).add(id));
    try {
      return await call();
    } finally {
      setIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { ids, track };
}

/** The people a role filter speaks of, in a sentence: "drivers". */
const ROLE_PLURALS: Readonly<Record<Role, () => string>> = {
  admin: m.users_who_admins,
  staff: m.users_who_staffs,
  supplier: m.users_who_suppliers,
  driver: m.users_who_drivers,
};

function describeFilter(search: string, role: Role | null): string {
  const who = role ? ROLE_PLURALS[role]() : m.users_who_users();
  if (search) return m.users_none_match_search({ who, search });
  if (role) return m.users_none_of_role({ who });
  return m.users_appear_once_registered();
}

/** Counts of every user, whatever the search or filter: by role, active, inactive, on extra shifts. */
function SummaryCards({ summary }: { summary: TUserSummary }) {
  const cards: { label: string; value: number; icon: ReactNode; color: string }[] = [
    {
      label: m.users_admins(),
      value: summary.byRole.admin,
      icon: <IconShieldCheck size={20} />,
      color: 'grape',
    },
    { label: m.users_staff(), value: summary.byRole.staff, icon: <IconUser size={20} />, color: 'blue' },
    {
      label: m.users_suppliers(),
      value: summary.byRole.supplier,
      icon: <IconBuildingStore size={20} />,
      color: 'cyan',
    },
    {
      label: m.users_drivers(),
      value: summary.byRole.driver,
      icon: <IconSteeringWheel size={20} />,
      color: 'orange',
    },
    { label: m.users_active(), value: summary.active, icon: <IconUserCheck size={20} />, color: 'teal' },
    { label: m.users_inactive(), value: summary.inactive, icon: <IconUserOff size={20} />, color: 'red' },
    {
      label: m.users_extra_shifts(),
      value: summary.extraShift,
      icon: <IconClockPlus size={20} />,
      color: 'yellow',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, xs: 4, lg: 7 }} spacing="md">
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={formatNumber(card.value, 0)}
          icon={card.icon}
          color={card.color}
        />
      ))}
    </SimpleGrid>
  );
}
