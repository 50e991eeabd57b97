import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCirclePlus, IconEqual, IconPencil } from '@tabler/icons-react';
import { formatNumber, type TImportReport } from '@godown/shared';
import { StatCard } from '../../components/stat-card';
import { m } from '../../paraglide/messages.js';

/** The rows of a file by what the import does with them: new, updated, unchanged, with problems. */
export function ImportCounts({ counts }: { counts: TImportReport['counts'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <StatCard
        label={m.imports_count_new()}
        value={formatNumber(counts.create, 0)}
        icon={<IconCirclePlus size={20} />}
      />
      <StatCard
        label={m.imports_count_updated()}
        value={formatNumber(counts.update, 0)}
        icon={<IconPencil size={20} />}
        color="blue"
      />
      <StatCard
        label={m.imports_count_unchanged()}
        value={formatNumber(counts.unchanged, 0)}
        icon={<IconEqual size={20} />}
        color="gray"
      />
      <StatCard
        label={m.imports_count_with_problems()}
        value={formatNumber(counts.skip, 0)}
        icon={<IconAlertTriangle size={20} />}
        color={counts.skip > 0 ? 'red' : 'gray'}
      />
    </SimpleGrid>
  );
}
