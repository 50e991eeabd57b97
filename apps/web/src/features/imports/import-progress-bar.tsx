import { Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '@godown/shared';
import { progressPercent, type ImportProgress } from './import-stream';

interface ImportProgressBarProps {
  progress: ImportProgress;
  /** A check writes nothing: its rows are "checked", a real run's "imported". */
  isDryRun: boolean;
}

function progressLabel(progress: ImportProgress, isDryRun: boolean): string {
  switch (progress.phase) {
    case 'upload':
      return progress.percent === null ? 'Uploading the file...' : `Uploading the file: ${progress.percent}%`;
    case 'reading':
      return 'Reading the file...';
    case 'rows':
      return `${isDryRun ? 'Checking' : 'Importing'} rows: ${formatNumber(progress.done, 0)} of ${formatNumber(progress.total, 0)}`;
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
        aria-label={isDryRun ? 'Checking the file' : 'Importing'}
      />
    </Stack>
  );
}
