import { ActionIcon, Badge, Box, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { API_TOKEN_LIMITS, type TApiToken } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { failureWithReason } from '../../api/client';
import { formatDateTime } from '../../components/date-time-text';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { SectionCard } from '../../components/section-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { m } from '../../paraglide/messages.js';
import { useApiTokensQuery, useRevokeApiToken } from './api-tokens-api';
import { scopeLabel, stateLabel } from './api-token-words';

/** The form loads when first opened. */
const ApiTokenModal = lazy(async () => ({ default: (await import('./api-token-modal')).ApiTokenModal }));

const MONOSPACE = { fontFamily: 'var(--mantine-font-family-monospace)' } as const;
const STATE_COLORS: Record<TApiToken['state'], string> = { live: 'teal', expired: 'gray', revoked: 'red' };

/** When it expires, and a warning when it does so soon. */
function Expiry({ token }: { token: TApiToken }) {
  const soon = token.daysLeft !== null && token.daysLeft <= API_TOKEN_LIMITS.warnDays;
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDateTime(token.expiresAt)}</Text>
      {token.daysLeft !== null ? (
        <Text size="xs" c={soon ? 'orange' : 'dimmed'} fw={soon ? 600 : undefined}>
          {soon
            ? m.profile_token_expires_soon({ days: token.daysLeft })
            : m.profile_token_days_left({ days: token.daysLeft })}
        </Text>
      ) : null}
    </Stack>
  );
}

function LastUse({ token }: { token: TApiToken }) {
  if (!token.lastUsedAt)
    return (
      <Text size="sm" c="dimmed">
        {m.profile_token_never_used()}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDateTime(token.lastUsedAt)}</Text>
      <Text size="xs" c="dimmed" style={MONOSPACE}>
        {token.lastUsedFrom}
      </Text>
    </Stack>
  );
}

function Scopes({ token }: { token: TApiToken }) {
  return (
    <Group gap={4}>
      {token.scopes.map((scope) => (
        <Badge key={scope} variant="light" size="sm" tt="none">
          {scopeLabel(scope)}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The signed-in person's API tokens (docs/domain.md#api-tokens): each with its hint, scopes, expiry
 * (a warning in its last days), last use and state; New token, and revoke a live one. Cards on a
 * phone.
 */
export function ApiTokensSection() {
  const tokens = useApiTokensQuery();
  const revoke = useRevokeApiToken();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const open = () => {
    setHasOpened(true);
    setOpen(true);
  };
  const askToRevoke = (token: TApiToken) =>
    modals.openConfirmModal({
      title: m.profile_token_revoke_title({ name: token.name }),
      children: <Text size="sm">{m.profile_token_revoke_confirm()}</Text>,
      labels: { confirm: m.profile_token_revoke(), cancel: m.profile_token_cancel() },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setRevokeError(null);
        revoke.mutate(token, {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: m.profile_token_revoked({ name: token.name }) }),
          onError: (cause) => setRevokeError(failureWithReason(cause, m.profile_token_revoke_failed())),
        });
      },
    });
  const revokeButton = (token: TApiToken) =>
    token.state === 'live' ? (
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={m.profile_token_revoke_of({ name: token.name })}
        onClick={() => askToRevoke(token)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    ) : null;
  const stateBadge = (token: TApiToken) => (
    <Badge variant="light" color={STATE_COLORS[token.state]}>
      {stateLabel(token.state)}
    </Badge>
  );
  const nameCell = (token: TApiToken) => (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {token.name}
      </Text>
      <Text size="xs" c="dimmed" style={MONOSPACE}>
        {token.hint}…
      </Text>
    </Stack>
  );
  const columns: TableColumn<TApiToken>[] = [
    { id: 'name', header: m.profile_token_name(), isFixed: true, cell: nameCell },
    { id: 'scopes', header: m.profile_token_scopes(), cell: (token) => <Scopes token={token} /> },
    { id: 'expires', header: m.profile_token_expires(), cell: (token) => <Expiry token={token} /> },
    { id: 'used', header: m.profile_token_last_used(), cell: (token) => <LastUse token={token} /> },
    { id: 'state', header: m.profile_token_state(), cell: stateBadge },
    { id: 'actions', header: m.profile_token_actions(), isFixed: true, cell: revokeButton },
  ];
  const newButton = (
    <Button variant="light" leftSection={<IconPlus size={18} />} onClick={open}>
      {m.profile_new_token()}
    </Button>
  );
  const rows = tokens.data;

  return (
    <SectionCard title={m.profile_api_tokens()} aside={rows && rows.length > 0 ? newButton : null}>
      <Text size="sm" c="dimmed" maw={720}>
        {m.profile_api_tokens_intro({ max: API_TOKEN_LIMITS.livePerUserMax })}
      </Text>
      <ErrorLine message={revokeError} />
      <ResponsiveTable
        rows={rows}
        rowKey={(token) => token.id}
        columns={columns}
        minWidth={820}
        isFramed={false}
        horizontalSpacing="sm"
        isLoading={tokens.isPending}
        loadingLabel={m.profile_loading_tokens()}
        errors={[tokens.isError ? m.profile_fetch_tokens_failed() : null]}
        isEmpty={rows?.length === 0}
        empty={
          <EmptyState
            title={m.profile_no_tokens()}
            icon={
              <ThemeIcon variant="light" size={48} radius="xl">
                <IconKey size={26} />
              </ThemeIcon>
            }
            message={m.profile_no_tokens_message()}
            action={newButton}
          />
        }
        isStale={false}
        card={(token) => (
          <RowCard name={token.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Box miw={0}>{nameCell(token)}</Box>
              <Group gap={4} wrap="nowrap">
                {stateBadge(token)}
                {revokeButton(token)}
              </Group>
            </Group>
            <Box mt="xs">
              <Scopes token={token} />
            </Box>
            <Group gap="lg" mt="xs" align="flex-start" wrap="wrap">
              <LabeledValue label={m.profile_token_expires()}>
                <Expiry token={token} />
              </LabeledValue>
              <LabeledValue label={m.profile_token_last_used()}>
                <LastUse token={token} />
              </LabeledValue>
            </Group>
          </RowCard>
        )}
      />
      {hasOpened ? (
        <Suspense fallback={null}>
          <ApiTokenModal opened={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
