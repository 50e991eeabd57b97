import { Alert, Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconFileImport, IconList } from '@tabler/icons-react';
import type { ImportKind, TImportReport } from '@godown/shared';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { StatusLine } from '../../components/status-line';
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
    <Text c="dimmed">No sign-in</Text>
  ) : (
    <Code fz="sm">{user.oneTimePassword}</Code>
  );

const userColumns: TableColumn<ImportedUser>[] = [
  { id: 'name', header: 'Name', cell: (user) => user.name },
  { id: 'contact', header: 'Signs in with', cell: (user) => user.email ?? user.phone ?? '—' },
  { id: 'password', header: 'One-time password', cell: passwordOf },
];

/** The new users and their one-time passwords, shown this once, with a button that copies them all. */
function PasswordsSection({ users }: { users: readonly ImportedUser[] }) {
  const hasPasswords = users.some((user) => user.oneTimePassword !== null);
  return (
    <Stack component="section" aria-label="New users" gap="sm">
      <Title order={3} size="h4">
        New users
      </Title>
      {hasPasswords ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Shown only once: copy them now"
        >
          These passwords are not kept anywhere you can see them again. Give each person theirs; they choose
          their own password when they first sign in.
        </Alert>
      ) : null}
      <ResponsiveTable
        rows={users}
        rowKey={(user) => String(user.row)}
        columns={userColumns}
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
              {copied ? 'Copied' : 'Copy passwords'}
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
        <Stack component="section" aria-label="Rows left out" gap="sm">
          <Title order={3} size="h4">
            Rows left out
          </Title>
          <ProblemsTable problems={result.problems} unlisted={unlistedProblems(result)} />
        </Stack>
      ) : null}
      {kind === 'users' && result.users.length ? <PasswordsSection users={result.users} /> : null}
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={list.path} variant="light" leftSection={<IconList size={18} />}>
          {`Open ${list.label}`}
        </Button>
        <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={onAgain}>
          Import another file
        </Button>
      </Group>
    </Stack>
  );
}
