import { Alert, Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconFileImport, IconList } from '@tabler/icons-react';
import type { ImportKind, TImportReport } from '@godown/shared';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { StatusLine } from '../../components/status-line';
import { m } from '../../paraglide/messages.js';
import { ImportCounts } from './import-counts';
import { IMPORT_KIND_LISTS } from './import-kinds';
import { passwordsText, resultSummary, unlistedProblems } from './import-report';
import { ProblemsTable } from './problems-table';

type ImportedUser = TImportReport['users'][number];

interface DoneStepProps {
  kind: ImportKind;
  /** The report of the run that wrote. */
  result: TImportReport;
  onAgain: () => void;
}

const passwordOf = (user: ImportedUser) =>
  user.oneTimePassword === null ? (
    <Text c="dimmed">{m.imports_no_sign_in()}</Text>
  ) : (
    <Code fz="sm">{user.oneTimePassword}</Code>
  );

const userColumns = (): TableColumn<ImportedUser>[] => [
  { id: 'name', header: m.imports_column_name(), cell: (user) => user.name },
  {
    id: 'contact',
    header: m.imports_column_signs_in_with(),
    cell: (user) => user.email ?? user.phone ?? '—',
  },
  { id: 'password', header: m.imports_column_one_time_password(), cell: passwordOf },
];

/** The new users and their one-time passwords, shown this once, with a button that copies them all. */
function PasswordsSection({ users }: { users: readonly ImportedUser[] }) {
  const hasPasswords = users.some((user) => user.oneTimePassword !== null);
  return (
    <Stack component="section" aria-label={m.imports_new_users()} gap="sm">
      <Title order={3} size="h4">
        {m.imports_new_users()}
      </Title>
      {hasPasswords ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={m.imports_passwords_shown_once()}
        >
          {m.imports_passwords_not_kept()}
        </Alert>
      ) : null}
      <ResponsiveTable
        rows={users}
        rowKey={(user) => String(user.row)}
        columns={userColumns()}
        minWidth={560}
        isEmpty={users.length === 0}
        empty={null}
        isStale={false}
        card={(user) => (
          <RowCard name={user.name}>
            <Text fw={600}>{user.name}</Text>
            <Text size="sm" c="dimmed">
              {user.email ?? user.phone ?? '—'}
            </Text>
            <Group mt={6}>{passwordOf(user)}</Group>
          </RowCard>
        )}
      />
      {hasPasswords ? (
        <CopyButton value={passwordsText(users)}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={copy}
              w="fit-content"
            >
              {copied ? m.imports_copied() : m.imports_copy_passwords()}
            </Button>
          )}
        </CopyButton>
      ) : null}
    </Stack>
  );
}

/** What the import wrote: the counts, the rows it left out, the new users' passwords; what next. */
export function DoneStep({ kind, result, onAgain }: DoneStepProps) {
  const list = IMPORT_KIND_LISTS[kind];
  return (
    <Stack gap="lg">
      <StatusLine message={resultSummary(result)} />
      <ImportCounts counts={result.counts} />
      {result.problems.length ? (
        <Stack component="section" aria-label={m.imports_rows_left_out()} gap="sm">
          <Title order={3} size="h4">
            {m.imports_rows_left_out()}
          </Title>
          <ProblemsTable problems={result.problems} unlisted={unlistedProblems(result)} />
        </Stack>
      ) : null}
      {kind === 'users' && result.users.length ? <PasswordsSection users={result.users} /> : null}
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={list.path} variant="light" leftSection={<IconList size={18} />}>
          {m.imports_open_list({ list: list.label() })}
        </Button>
        <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={onAgain}>
          {m.imports_import_another_file()}
        </Button>
      </Group>
    </Stack>
  );
}
