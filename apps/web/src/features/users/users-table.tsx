import { ActionIcon, Badge, Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TUser } from '@godown/shared';
import { ActiveBadge } from '../../components/active-badge';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { RoleBadge } from '../../components/role-badge';
import { RowCard } from '../../components/row-card';
import { m } from '../../paraglide/messages.js';

/** What the admin can do to a user's row; the page decides which rows get them. */
export interface UserRowActions {
  onToggleActive: (user: TUser) => void;
  onEdit: (user: TUser) => void;
  onDelete: (user: TUser) => void;
  /** The users being activated or deactivated right now (their buttons spin). */
  togglingIds: ReadonlySet<string>;
  /** The users being deleted right now. */
  deletingIds: ReadonlySet<string>;
}

interface UsersTableProps extends TableState {
  /** The page's users; undefined while none are loaded. */
  users: TUser[] | undefined;
  /** Whether a row gets the admin's buttons: admins only, never on an admin's row. */
  canManage: (user: TUser) => boolean;
  /** The signed-in user is an admin: the table has an Actions column. */
  hasActions: boolean;
  actions: UserRowActions;
}

/**
 * The users table: name, contact, role, shift, wage per hour, hours with the Extra tag, status and
 * the admin's actions (docs/domain.md#screens-and-fixed-texts, Users); cards on a phone.
 */
export function UsersTable({ users, canManage, hasActions, actions, ...state }: UsersTableProps) {
  const columns: TableColumn<TUser>[] = [
    {
      id: 'name',
      header: m.users_name(),
      sort: 'name',
      isFixed: true,
      cellProps: { fw: 600 },
      cell: (user) => user.name,
    },
    { id: 'contact', header: m.users_contact(), cell: (user) => <Contact user={user} /> },
    {
      id: 'role',
      header: m.users_role(),
      sort: 'role',
      cellProps: { style: NO_WRAP },
      cell: (user) => <RoleBadge role={user.role} />,
    },
    { id: 'shift', header: m.users_shift(), cell: (user) => <Shift shift={user.shift} /> },
    {
      id: 'wagePerHour',
      header: m.users_wage_per_hour_short(),
      sort: 'wagePerHour',
      headerProps: { ta: 'right', style: NO_WRAP },
      cellProps: { ta: 'right', style: NO_WRAP },
      cell: (user) => formatRupees(user.wagePerHour),
    },
    {
      id: 'hours',
      header: m.users_hours(),
      sort: 'hours',
      headerProps: { ta: 'right' },
      cellProps: { ta: 'right', style: NO_WRAP },
      cell: (user) => <Hours user={user} />,
    },
    {
      id: 'status',
      header: m.users_status(),
      cellProps: { style: NO_WRAP },
      cell: (user) => <UserStatus user={user} />,
    },
  ];
  if (hasActions) {
    columns.push({
      id: 'actions',
      header: m.users_actions(),
      isFixed: true,
      headerProps: { ta: 'right' },
      cellProps: { style: NO_WRAP },
      cell: (user) => (canManage(user) ? <UserActions user={user} actions={actions} isCompact /> : null),
    });
  }
  return (
    <ResponsiveTable
      {...state}
      tableId="users"
      rows={users}
      rowKey={(user) => user._id}
      columns={columns}
      // Badges, figures and buttons never wrap or shrink; names, contacts and shifts wrap instead.
      minWidth={hasActions ? 980 : 820}
      horizontalSpacing="sm"
      card={(user) => (
        <RowCard name={user.name}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Text>
            <Group gap={6} wrap="nowrap">
              <RoleBadge role={user.role} />
              <UserStatus user={user} />
            </Group>
          </Group>
          <Contact user={user} />
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.users_shift()} fw={500}>
              <Shift shift={user.shift} />
            </LabeledValue>
            <LabeledValue label={m.users_wage_per_hour_short()} fw={500}>
              {formatRupees(user.wagePerHour)}
            </LabeledValue>
            <LabeledValue label={m.users_hours()} fw={500}>
              <Hours user={user} />
            </LabeledValue>
          </Group>
          {canManage(user) ? (
            <Box mt="sm">
              <UserActions user={user} actions={actions} />
            </Box>
          ) : null}
        </RowCard>
      )}
    />
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Email and/or phone, one per line. */
function Contact({ user }: { user: TUser }) {
  return (
    <Stack gap={0}>
      {user.email ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      ) : null}
      {user.phone ? <Text size="sm">{user.phone}</Text> : null}
    </Stack>
  );
}

function Shift({ shift }: { shift: string | null }) {
  return shift ? (
    <>{shift}</>
  ) : (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );
}

/** Hours this month (2 decimals at most), with the Extra tag of an extra shift. */
function Hours({ user }: { user: TUser }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatNumber(user.hoursThisMonth, 2)}
      {user.extraShift ? (
        <Badge
          size="xs"
          variant="outline"
          color="orange"
          radius="sm"
          ml={6}
          style={{ verticalAlign: 'middle', minWidth: 'max-content' }}
        >
          {m.users_extra()}
        </Badge>
      ) : null}
    </span>
  );
}

/**
 * Activate or Deactivate, Edit and Delete; each button names the user for screen readers. In the
 * table (`isCompact`) Edit and Delete are icons with a tooltip, so the columns keep their room.
 */
function UserActions({
  user,
  actions,
  isCompact = false,
}: {
  user: TUser;
  actions: UserRowActions;
  isCompact?: boolean;
}) {
  const toggleLabel = user.active ? m.users_deactivate() : m.users_activate();
  const toggleName = user.active ? m.users_deactivate_name : m.users_activate_name;
  const isDeleting = actions.deletingIds.has(user._id);
  return (
    <Group gap={isCompact ? 6 : 'xs'} justify="flex-end" wrap="nowrap">
      <Button
        size={isCompact ? 'compact-sm' : 'xs'}
        variant="light"
        color={user.active ? 'orange' : 'teal'}
        leftSection={user.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
        loading={actions.togglingIds.has(user._id)}
        onClick={() => actions.onToggleActive(user)}
        aria-label={toggleName({ name: user.name })}
      >
        {toggleLabel}
      </Button>
      {isCompact ? (
        <>
          <Tooltip label={m.users_edit()} withArrow>
            <ActionIcon
              size="md"
              variant="light"
              onClick={() => actions.onEdit(user)}
              aria-label={m.users_edit_name({ name: user.name })}
            >
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={m.users_delete()} withArrow>
            <ActionIcon
              size="md"
              variant="subtle"
              color="red"
              loading={isDeleting}
              onClick={() => actions.onDelete(user)}
              aria-label={m.users_delete_name({ name: user.name })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      ) : (
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} />}
            onClick={() => actions.onEdit(user)}
            aria-label={m.users_edit_name({ name: user.name })}
          >
            {m.users_edit()}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={isDeleting}
            onClick={() => actions.onDelete(user)}
            aria-label={m.users_delete_name({ name: user.name })}
          >
            {m.users_delete()}
          </Button>
        </>
      )}
    </Group>
  );
}

/** Active or inactive, or waiting for an admin's approval. */
function UserStatus({ user }: { user: TUser }) {
  if (!user.awaitingApproval) return <ActiveBadge isActive={user.active} />;
  return (
    <Badge color="yellow" variant="light">
      {m.users_awaiting_approval()}
    </Badge>
  );
}
