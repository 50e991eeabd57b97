import { Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '@godown/shared';
import { m } from '../../paraglide/messages.js';
import { progressPercent, type ImportProgress } from './import-stream';

interface ImportProgressBarProps {
  progress: ImportProgress;
  /** A check writes nothing: its rows are "checked", a real run's "imported". */
  isDryRun: boolean;
}

function progressLabel(progress: ImportProgress, isDryRun: boolean): string {
  switch (progress.phase) {
    case 'upload':
      return progress.percent === null
        ? m.imports_uploading()
        : m.imports_uploading_percent({ percent: String(progress.percent) });
    case 'reading':
      return m.imports_reading();
    case 'rows': {
      const counts = { done: formatNumber(progress.done, 0), total: formatNumber(progress.total, 0) };
      return isDryRun ? m.imports_checking_rows(counts) : m.imports_importing_rows(counts);
    }
  }
}

/** How far a check or an import has gone: the upload, then the rows the server has been through. */
export function ImportProgressBar({ progress, isDryRun }: ImportProgressBarProps) {
  const label = progressLabel(progress, isDryRun);
  const percent = progressPercent(progress);
  return (
    <Stack gap={6}>
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      <Progress
        value={percent ?? 100}
        striped={percent === null}
        animated={percent === null}
        size="lg"
        radius="xl"
        aria-label={isDryRun ? m.imports_checking_file() : m.imports_importing()}
      />
    </Stack>
  );
}
