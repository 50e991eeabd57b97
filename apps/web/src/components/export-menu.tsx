import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import {
  EXPORT_RIGHTS,
  FILE_FORMATS,
  canExport,
  exportFileName,
  type ExportKind,
  type FileFormat,
} from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../api/client';
import { downloadFile, type DownloadParams } from '../api/download';
import { exportKindLabel, fileFormatLabel } from '../lib/labels';
import { hasAccess } from '../lib/access';
import { useUser } from '../lib/session';
import { m } from '../paraglide/messages.js';

const FORMAT_ICONS = { csv: IconFileTypeCsv, xlsx: IconFileSpreadsheet } as const;

interface ExportMenuProps {
  /** Which list the file holds. */
  kind: ExportKind;
  /** The filters on screen; empty ones are left out. The file holds every row they match. */
  filters?: DownloadParams;
  /** The button's size: `xs` in a bar of actions on ticked rows. */
  size?: 'xs' | 'sm';
}

/**
 * "Export": every row of the list as it is filtered on screen, as CSV or Excel, streamed by the
 * server (docs/domain.md#exports). Shown only to those who may export the list.
 */
export function ExportMenu({ kind, filters = {}, size = 'sm' }: ExportMenuProps) {
  const user = useUser();
  const [pending, setPending] = useState<FileFormat | null>(null);
  const right = EXPORT_RIGHTS[kind];
  if (!canExport(kind, user?.role) || (right !== undefined && !hasAccess(user, right))) return null;

  const download = async (format: FileFormat) => {
    setPending(format);
    try {
      await downloadFile(`/export/${kind}`, { ...filters, format }, exportFileName(kind, format));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: m.common_export_failed(),
        message: failureWithReason(
          error,
          m.common_export_failed_kind({ kind: exportKindLabel(kind).toLowerCase() }),
        ),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          leftSection={<IconDownload size={18} />}
          rightSection={<IconChevronDown size={16} />}
          loading={pending !== null}
        >
          {m.common_export()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FILE_FORMATS.map((format) => {
          const Icon = FORMAT_ICONS[format];
          return (
            <Menu.Item key={format} leftSection={<Icon size={16} />} onClick={() => void download(format)}>
              {fileFormatLabel(format)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
