import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCirclePlus, IconEqual, IconPencil } from '@tabler/icons-react';
import { formatNumber, type TImportReport } from '@godown/shared';
import { StatCard } from '../../components/stat-card';

/** The rows of a file by what the import does with them: new, updated, unchanged, with problems. */
export function ImportCounts({ counts }: { counts: TImportReport['counts'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <StatCard label="New" value={formatNumber(counts.create, 0)} icon={<IconCirclePlus size={20} />} />
      <StatCard
        label="Updated"
        value={formatNumber(counts.update, 0)}
        icon={<IconPencil size={20} />}
        color="blue"
      />
      <StatCard
        label="Unchanged"
        value={formatNumber(counts.unchanged, 0)}
        icon={<IconEqual size={20} />}
        color="gray"
      />
      <StatCard
        label="With problems"
        value={formatNumber(counts.skip, 0)}
        icon={<IconAlertTriangle size={20} />}
        color={counts.skip > 0 ? 'red' : 'gray'}
      />
    </SimpleGrid>
  );
}
