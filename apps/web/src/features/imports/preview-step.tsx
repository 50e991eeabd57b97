import { Button, Checkbox, Radio, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { formatNumber, type ImportKind, type TImportProblem, type TImportReport } from '@godown/shared';
import type { ReactNode } from 'react';
import { ErrorLine } from '../../components/error-line';
import { ImportCounts } from './import-counts';
import { rowsText, rowsToImport, unlistedProblems } from './import-report';
import { PreviewTable } from './preview-table';
import { ProblemsTable } from './problems-table';
import { StepButtons } from './step-buttons';

/** Users only: new users get a one-time password, or no sign-in yet. */
export type PasswordChoice = 'one-time' | 'none';

/** The server's refusal of an all-or-nothing run: its message and the rows it lists. */
export interface ImportRefusal {
  message: string;
  problems: TImportProblem[];
}

interface PreviewStepProps {
  kind: ImportKind;
  /** The last check of the file with the chosen columns. */
  report: TImportReport;
  skipBadRows: boolean;
  onSkipBadRowsChange: (skip: boolean) => void;
  passwords: PasswordChoice;
  onPasswordsChange: (choice: PasswordChoice) => void;
  /** The last real run's refusal: nothing was imported. */
  refusal: ImportRefusal | null;
  onImport: () => void;
  onBack: () => void;
  isBusy: boolean;
  /** The progress bar of the run, and any failure line, under the options. */
  status: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * What the import will do, from a check that wrote nothing: the counts, the first rows as they will
 * be saved, the problems; then the choices of the run and "Import N rows".
 */
export function PreviewStep({
  kind,
  report,
  skipBadRows,
  onSkipBadRowsChange,
  passwords,
  onPasswordsChange,
  refusal,
  onImport,
  onBack,
  isBusy,
  status,
}: PreviewStepProps) {
  const toImport = rowsToImport(report, skipBadRows);
  const hasProblems = report.problemCount > 0;
  const shownRows =
    report.rowCount > report.preview.length
      ? `The first ${formatNumber(report.preview.length, 0)} of ${rowsText(report.rowCount)}, as they will be saved.`
      : 'Every row, as it will be saved.';

  return (
    <Stack gap="lg">
      <ImportCounts counts={report.counts} />
      <Section title="Rows">
        <Text size="sm" c="dimmed">
          {shownRows}
        </Text>
        <PreviewTable kind={kind} rows={report.preview} mapping={report.mapping} />
      </Section>
      {refusal ? (
        // The run was refused: its own list of the rows, which is what the file held when it ran.
        <Section title="Problems">
          <ProblemsTable problems={refusal.problems} />
        </Section>
      ) : hasProblems ? (
        <Section title={`Problems (${formatNumber(report.problemCount, 0)})`}>
          <ProblemsTable problems={report.problems} unlisted={unlistedProblems(report)} />
        </Section>
      ) : null}
      <Stack gap="sm">
        {hasProblems || refusal ? (
          <Checkbox
            label="Skip bad rows"
            description="Import the good rows and leave out the rows with problems. Unticked, one bad row stops the whole import and nothing is written."
            checked={skipBadRows}
            onChange={(event) => onSkipBadRowsChange(event.currentTarget.checked)}
            disabled={isBusy}
          />
        ) : null}
        {kind === 'users' ? (
          <Radio.Group
            label="New users"
            value={passwords}
            onChange={(value) => onPasswordsChange(value === 'none' ? 'none' : 'one-time')}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="one-time"
                label="One-time passwords"
                description="Each new user gets a password, shown once after the import; they choose their own when they first sign in."
                disabled={isBusy}
              />
              <Radio
                value="none"
                label="No sign-in yet"
                description="The users join the team without a password: they cannot sign in."
                disabled={isBusy}
              />
            </Stack>
          </Radio.Group>
        ) : null}
      </Stack>
      <ErrorLine message={refusal?.message} />
      {status}
      <StepButtons backLabel="Columns" onBack={onBack} isBusy={isBusy}>
        <Button
          leftSection={<IconFileImport size={18} />}
          onClick={onImport}
          loading={isBusy}
          disabled={toImport === 0}
        >
          {`Import ${rowsText(toImport)}`}
        </Button>
      </StepButtons>
    </Stack>
  );
}
