import { Button, Checkbox, Radio, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import {
  formatNumber,
  IMPORT_FILE_KINDS,
  type ImportKind,
  type TImportProblem,
  type TImportReport,
} from '@godown/shared';
import type { ReactNode } from 'react';
import { ErrorLine } from '../../components/error-line';
import { m } from '../../paraglide/messages.js';
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
  const firstRows = {
    shown: formatNumber(report.preview.length, 0),
    count: formatNumber(report.rowCount, 0),
  };
  const shownRows =
    report.rowCount > report.preview.length
      ? report.rowCount === 1
        ? m.imports_preview_first_rows_one(firstRows)
        : m.imports_preview_first_rows_other(firstRows)
      : m.imports_preview_every_row();

  return (
    <Stack gap="lg">
      <ImportCounts counts={report.counts} />
      <Section title={m.imports_rows_heading()}>
        <Text size="sm" c="dimmed">
          {shownRows}
        </Text>
        <PreviewTable kind={kind} rows={report.preview} mapping={report.mapping} />
      </Section>
      {refusal ? (
        // The run was refused: its own list of the rows, which is what the file held when it ran.
        <Section title={m.imports_problems_heading()}>
          <ProblemsTable problems={refusal.problems} />
        </Section>
      ) : hasProblems ? (
        <Section title={m.imports_problems_heading_count({ count: formatNumber(report.problemCount, 0) })}>
          <ProblemsTable problems={report.problems} unlisted={unlistedProblems(report)} />
        </Section>
      ) : null}
      <Stack gap="sm">
        {hasProblems || refusal ? (
          <Checkbox
            label={m.imports_skip_bad_rows()}
            description={m.imports_skip_bad_rows_description()}
            checked={skipBadRows}
            onChange={(event) => onSkipBadRowsChange(event.currentTarget.checked)}
            disabled={isBusy}
          />
        ) : null}
        {kind === 'users' ? (
          <Radio.Group
            label={m.imports_new_users()}
            value={passwords}
            onChange={(value) => onPasswordsChange(value === 'none' ? 'none' : 'one-time')}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="one-time"
                label={m.imports_one_time_passwords()}
                description={m.imports_one_time_passwords_description()}
                disabled={isBusy}
              />
              <Radio
                value="none"
                label={m.imports_no_sign_in_yet()}
                description={m.imports_no_sign_in_yet_description()}
                disabled={isBusy}
              />
            </Stack>
          </Radio.Group>
        ) : null}
      </Stack>
      <ErrorLine message={refusal?.message} />
      {status}
      <StepButtons
        backLabel={
          IMPORT_FILE_KINDS[kind] === 'tally-xml' ? m.imports_back_to_godowns() : m.imports_back_to_columns()
        }
        onBack={onBack}
        isBusy={isBusy}
      >
        <Button
          leftSection={<IconFileImport size={18} />}
          onClick={onImport}
          loading={isBusy}
          disabled={toImport === 0}
        >
          {m.imports_import_rows({ rows: rowsText(toImport) })}
        </Button>
      </StepButtons>
    </Stack>
  );
}
