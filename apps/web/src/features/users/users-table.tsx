import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TUser } from '@godown/shared';
import { ActiveBadge } from '../../components/active-badge';
import { LabeledValue } from '../../components/labeled-value';
import { RoleBadge } from '../../components/role-badge';
import { RowCard } from '../../components/row-card';

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

interface UsersTableProps {
  users: TUser[];
  /** Whether a row gets the admin's buttons (spec: admins only, never on an admin's row). */
  canManage: (user: TUser) => boolean;
  /** The signed-in user is an admin: the table has an Actions column. */
  hasActions: boolean;
  actions: UserRowActions;
  /** The rows belong to the previous filter while the next page loads. */
  isStale: boolean;
}

/** The users table (spec: name, contact, role, shift, wage per hour, hours, Extra, status, actions); cards on a phone. */
export function UsersTable({ users, canManage, hasActions, actions, isStale }: UsersTableProps) {
  return (
    <Box style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Paper withBorder radius="md" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        {/* Badges, figures and buttons never wrap or shrink; names, contacts and shifts wrap instead. */}
        <Table.ScrollContainer minWidth={hasActions ? 980 : 820}>
          <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Shift</Table.Th>
                <Table.Th ta="right" style={NO_WRAP}>
                  Wage / hour
                </Table.Th>
                <Table.Th ta="right">Hours</Table.Th>
                <Table.Th>Status</Table.Th>
                {hasActions ? <Table.Th ta="right">Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <Table.Tr key={user._id}>
                  <Table.Td fw={600}>{user.name}</Table.Td>
                  <Table.Td>
                    <Contact user={user} />
                  </Table.Td>
                  <Table.Td style={NO_WRAP}>
                    <RoleBadge role={user.role} />
                  </Table.Td>
                  <Table.Td>
                    <Shift shift={user.shift} />
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {formatRupees(user.wagePerHour)}
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    <Hours user={user} />
                  </Table.Td>
                  <Table.Td style={NO_WRAP}>
                    <ActiveBadge isActive={user.active} />
                  </Table.Td>
                  {hasActions ? (
                    <Table.Td style={NO_WRAP}>
                      {canManage(user) ? <UserActions user={user} actions={actions} isCompact /> : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Stack gap="sm" hiddenFrom="sm">
        {users.map((user) => (
          <RowCard key={user._id} name={user.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {user.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <RoleBadge role={user.role} />
                <ActiveBadge isActive={user.active} />
              </Group>
            </Group>
            <Contact user={user} />
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label="Shift" fw={500}>
                <Shift shift={user.shift} />
              </LabeledValue>
              <LabeledValue label="Wage / hour" fw={500}>
                {formatRupees(user.wagePerHour)}
              </LabeledValue>
              <LabeledValue label="Hours" fw={500}>
                <Hours user={user} />
              </LabeledValue>
            </Group>
            {canManage(user) ? (
              <Box mt="sm">
                <UserActions user={user} actions={actions} />
              </Box>
            ) : null}
          </RowCard>
        ))}
      </Stack>
    </Box>
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
          Extra
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
  const toggleLabel = user.active ? 'Deactivate' : 'Activate';
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
        aria-label={`${toggleLabel} ${user.name}`}
      >
        {toggleLabel}
      </Button>
      {isCompact ? (
        <>
          <Tooltip label="Edit" withArrow>
            <ActionIcon
              size="md"
              variant="light"
              onClick={() => actions.onEdit(user)}
              aria-label={`Edit ${user.name}`}
            >
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete" withArrow>
            <ActionIcon
              size="md"
              variant="subtle"
              color="red"
              loading={isDeleting}
              onClick={() => actions.onDelete(user)}
              aria-label={`Delete ${user.name}`}
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
            aria-label={`Edit ${user.name}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={isDeleting}
            onClick={() => actions.onDelete(user)}
            aria-label={`Delete ${user.name}`}
          >
            Delete
          </Button>
        </>
      )}
    </Group>
  );
}
