import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { ReportFormat } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../api/client';
import { m } from '../paraglide/messages.js';

/** The files a report downloads as: the whole report, every row. */
export type ReportFileFormat = Exclude<ReportFormat, 'json'>;

const FORMATS = [
  { format: 'xlsx', label: 'Excel (.xlsx)', Icon: IconFileSpreadsheet },
  { format: 'pdf', label: 'PDF', Icon: IconFileTypePdf },
] as const;

/**
 * A report's title inside a sentence: "Stock valuation" as "stock valuation", an abbreviation kept
 * ("HSN-wise summary").
 */
export function titleInSentence(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

interface ReportDownloadsProps {
  /** The report's title, for the message of a download that failed. */
  title: string;
  /** Fetches the report as a file of `format` and saves it (with the parameters on screen). */
  download: (format: ReportFileFormat) => Promise<void>;
}

/**
 * "Excel (.xlsx)" and "PDF": the whole report, every row, as the screen shows it. A failed download
 * says so in a toast, with the server's reason.
 */
export function ReportDownloads({ title, download }: ReportDownloadsProps) {
  const [pending, setPending] = useState<ReportFileFormat | null>(null);
  const save = async (format: ReportFileFormat) => {
    setPending(format);
    try {
      await download(format);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: m.reports_download_failed(),
        message: failureWithReason(
          error,
          m.reports_download_report_failed({ report: titleInSentence(title) }),
        ),
      });
    } finally {
      setPending(null);
    }
  };
  return (
    <Group gap="xs">
      {FORMATS.map(({ format, label, Icon }) => (
        <Button
          key={format}
          variant="default"
          leftSection={<Icon size={18} />}
          loading={pending === format}
          disabled={pending !== null && pending !== format}
          onClick={() => void save(format)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
