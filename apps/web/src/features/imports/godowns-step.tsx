import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import type { ImportKind, TImportReport } from '@godown/shared';
import { inventoryOptions, type OptionSource } from '../../api/options';
import { SearchSelect } from '../../components/search-select';
import { m } from '../../paraglide/messages.js';
import { godownOf, isCheckedMapping, type ColumnChoices } from './import-mapping';
import { rowsText } from './import-report';
import { StepButtons } from './step-buttons';

/** Inventories by name: a Tally import maps a godown to an inventory's name. */
const inventoryNames: OptionSource = {
  queryKey: [...inventoryOptions.queryKey, 'by-name'],
  fetchOptions: async (search, signal) =>
    (await inventoryOptions.fetchOptions(search, signal)).map((option) => ({
      value: option.label,
      label: option.label,
      description: option.description,
    })),
};

interface GodownsStepProps {
  kind: ImportKind;
  /** The last check of the file: the godowns it names and where each goes ('' for nowhere). */
  report: TImportReport;
  choices: ColumnChoices;
  onChoose: (key: string, inventory: string | null) => void;
  /** Checks the file again with the choices (or, unchanged, goes on to the preview). */
  onCheck: () => void;
  onBack: () => void;
  isBusy: boolean;
}

/**
 * A Tally import's second step (docs/domain.md#from-tally): the inventory each godown's opening
 * stock goes into, prefilled with the one of its name; changed choices are checked again.
 */
export function GodownsStep({ kind, report, choices, onChoose, onCheck, onBack, isBusy }: GodownsStepProps) {
  const keys = Object.keys(choices);
  const isChecked = isCheckedMapping(kind, choices, report.mapping);
  return (
    <Stack gap="md">
      <div>
        <Text fw={600}>
          {m.imports_tally_summary({ file: report.fileName, rows: rowsText(report.rowCount) })}
        </Text>
        <Text size="sm" c="dimmed">
          {keys.length ? m.imports_godowns_intro() : m.imports_godowns_none()}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {keys.map((key) => {
          const chosen = choices[key] ?? null;
          return (
            <SearchSelect
              key={key}
              source={inventoryNames}
              label={m.imports_godown_inventory({ godown: godownOf(key) })}
              placeholder={m.imports_godown_no_inventory()}
              value={chosen}
              initialOption={chosen ? { value: chosen, label: chosen } : null}
              onChange={(value) => onChoose(key, value)}
              error={chosen ? undefined : m.imports_godown_no_inventory()}
              clearable
              disabled={isBusy}
              comboboxProps={{ withinPortal: true }}
            />
          );
        })}
      </SimpleGrid>
      <StepButtons backLabel={m.imports_choose_another_file()} onBack={onBack} isBusy={isBusy}>
        <Button
          leftSection={isChecked ? undefined : <IconRefresh size={18} />}
          rightSection={isChecked ? <IconArrowRight size={18} /> : undefined}
          onClick={onCheck}
          loading={isBusy}
        >
          {isChecked ? m.imports_preview() : m.imports_check_again()}
        </Button>
      </StepButtons>
    </Stack>
  );
}
