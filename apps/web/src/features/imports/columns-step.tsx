import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh, IconArrowRight } from '@tabler/icons-react';
import { formatNumber, IMPORT_COLUMNS, type ImportKind, type TImportReport } from '@godown/shared';
import { StatusLine } from '../../components/status-line';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { rowsText } from './import-report';
import { choiceProblems, isCheckedMapping, unreadHeaders, type ColumnChoices } from './import-mapping';
import { StepButtons } from './step-buttons';
import { labelText } from '../../lib/messages/render';

interface ColumnsStepProps {
  kind: ImportKind;
  /** The last check of the file: its headers and the mapping it was read with. */
  report: TImportReport;
  choices: ColumnChoices;
  onChoose: (key: string, header: string | null) => void;
  /** Checks the file again with the choices (or, unchanged, goes on to the preview). */
  onCheck: () => void;
  onBack: () => void;
  isBusy: boolean;
}

const columnsText = (count: number) =>
  count === 1
    ? m.imports_columns_one({ count: formatNumber(count, 0) })
    : m.imports_columns_other({ count: formatNumber(count, 0) });

/**
 * Which column of the file fills each column of the import: a choice of the file's headers each,
 * prefilled with the server's guess; the required ones marked. Changed choices are checked again.
 */
export function ColumnsStep({ kind, report, choices, onChoose, onCheck, onBack, isBusy }: ColumnsStepProps) {
  const problems = choiceProblems(kind, choices);
  const hasProblems = Object.keys(problems).length > 0;
  const isChecked = isCheckedMapping(kind, choices, report.mapping);
  const unread = unreadHeaders(report.headers, choices);

  return (
    <Stack gap="md">
      <div>
        <Text fw={600}>
          {m.imports_file_summary({
            file: report.fileName,
            rows: rowsText(report.rowCount),
            columns: columnsText(report.headers.length),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {m.imports_columns_intro()}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {IMPORT_COLUMNS[kind].map((column) => (
          <Select
            key={column.key}
            label={labelText('importColumn', column.key)}
            description={column.hint === undefined ? undefined : localizeText(column.hint)}
            withAsterisk={column.required === true}
            placeholder={m.imports_not_in_file()}
            data={report.headers}
            value={choices[column.key] ?? null}
            onChange={(value) => onChoose(column.key, value)}
            error={problems[column.key]}
            clearable
            searchable
            nothingFoundMessage={m.imports_no_such_column()}
            disabled={isBusy}
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      </SimpleGrid>
      <StatusLine
        tone="info"
        message={unread.length ? m.imports_unread_headers({ headers: unread.join(', ') }) : null}
      />
      <StepButtons backLabel={m.imports_choose_another_file()} onBack={onBack} isBusy={isBusy}>
        <Button
          leftSection={isChecked ? undefined : <IconRefresh size={18} />}
          rightSection={isChecked ? <IconArrowRight size={18} /> : undefined}
          onClick={onCheck}
          disabled={hasProblems}
          loading={isBusy}
        >
          {isChecked ? m.imports_preview() : m.imports_check_again()}
        </Button>
      </StepButtons>
    </Stack>
  );
}
