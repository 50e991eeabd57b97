import '@mantine/dropzone/styles.css';
import { Button, Group, Menu, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { IMPORT_LIMITS, type FileFormat, type ImportKind } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { importKindLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import { fileTypeProblem, importFileHint, importFileTypes, rejectionMessage } from './import-file';
import { IMPORT_KIND_DESCRIPTIONS } from './import-kinds';
import { downloadTemplate } from './imports-api';

interface KindChooserProps {
  kinds: readonly ImportKind[];
  kind: ImportKind | null;
  onChange: (kind: ImportKind) => void;
  disabled?: boolean;
}

/** The kinds the user may import, each with a line on what it does. */
export function KindChooser({ kinds, kind, onChange, disabled = false }: KindChooserProps) {
  return (
    <Radio.Group
      label={m.imports_what_to_import()}
      value={kind}
      onChange={(value) => {
        const chosen = kinds.find((k) => k === value);
        if (chosen) onChange(chosen);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="xs">
        {kinds.map((k) => (
          <Radio.Card key={k} value={k} radius="md" p="md" disabled={disabled}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600}>{importKindLabel(k)}</Text>
                <Text size="sm" c="dimmed">
                  {IMPORT_KIND_DESCRIPTIONS[k]}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** "Download template": an empty file with the import's columns, as CSV or Excel. */
export function TemplateMenu({ kind }: { kind: ImportKind }) {
  const [isDownloading, setDownloading] = useState(false);
  const download = async (format: FileFormat) => {
    setDownloading(true);
    try {
      await downloadTemplate(kind, format);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: failureWithReason(error, m.imports_template_download_failed()),
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          rightSection={<IconChevronDown size={16} />}
          loading={isDownloading}
        >
          {m.imports_download_template()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('csv')}>CSV (.csv)</Menu.Item>
        <Menu.Item onClick={() => void download('xlsx')}>Excel (.xlsx)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface FileDropProps {
  /** The kind the file is for: a spreadsheet, or TallyPrime's XML. */
  kind: ImportKind;
  onFile: (file: File) => void;
  isBusy: boolean;
}

/**
 * The drop zone: one .csv or .xlsx file (an .xml one for Tally), up to the size limit; a file it
 * turns away says why.
 */
export function FileDrop({ kind, onFile, isBusy }: FileDropProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => {
          setRejection(null);
          const [file] = files;
          if (file) onFile(file);
        }}
        onReject={(rejections) =>
          setRejection(
            rejectionMessage(
              rejections.flatMap((r) => r.errors.map((e) => e.code)),
              kind,
            ),
          )
        }
        validator={(file) => {
          const problem = fileTypeProblem(file.name, kind);
          return problem ? { code: 'file-invalid-type', message: problem } : null;
        }}
        accept={importFileTypes(kind)}
        maxSize={IMPORT_LIMITS.maxFileBytes}
        multiple={false}
        loading={isBusy}
        useFsAccessApi={false}
        radius="md"
        inputProps={{ 'aria-label': m.imports_file_to_import() }}
      >
        <Group justify="center" gap="lg" mih={140} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={44} stroke={1.5} color="var(--mantine-color-teal-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={44} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text size="lg" fw={500}>
              {m.imports_drop_file()}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {importFileHint(kind)}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <ErrorLine message={rejection} />
    </Stack>
  );
}
