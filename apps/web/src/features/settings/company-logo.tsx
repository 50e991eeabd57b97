import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { COMPANY_LIMITS, rule, type TCompanySettings } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { useCompanyLogo, useRemoveLogo, useUploadLogo } from './settings-api';

/** The images a logo may be: what the server takes and prints on a PDF. */
const LOGO_TYPES = ['image/png', 'image/jpeg'];
const LOGO_KB_MAX = COMPANY_LIMITS.logoBytesMax / 1024;

/** Why a chosen file cannot be the logo (its type, its size), in the server's words; null if it can. */
function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return localizeText(rule('company.logoType'));
  if (file.size > COMPANY_LIMITS.logoBytesMax) {
    return localizeText(rule('company.logoTooLarge', { max: LOGO_KB_MAX }));
  }
  return null;
}

/**
 * The company's logo as invoices print it: its preview (or a note that there is none) and, for an
 * admin, Upload or Replace (a PNG or JPEG up to 256 KB) and Remove.
 */
export function CompanyLogo({ company, canEdit }: { company: TCompanySettings; canEdit: boolean }) {
  const url = useCompanyLogo(company.logoUpdatedAt);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const hasLogo = company.logoUpdatedAt !== null;

  const onFile = (file: File | null) => {
    if (!file) return;
    const fileProblem = logoProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'teal', message: m.settings_logo_saved() }),
      onError: (error) => setProblem(failureWithReason(error, m.settings_logo_upload_failed())),
    });
  };
  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: m.settings_logo_removed() }),
      onError: (error) => setProblem(failureWithReason(error, m.settings_logo_remove_failed())),
    });
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {m.settings_logo()}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        <Box
          w={180}
          h={90}
          p={6}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center' }}
        >
          {hasLogo && url ? (
            // A white ground, as on the printed invoice: a dark logo stays visible in dark mode.
            <Image
              src={url}
              alt={m.settings_logo_alt()}
              fit="contain"
              h={78}
              w="100%"
              bg="white"
              radius="sm"
            />
          ) : (
            <Group gap={6} c="dimmed" wrap="nowrap">
              <IconPhoto size={20} aria-hidden />
              <Text size="sm">{hasLogo ? m.settings_logo_loading() : m.settings_no_logo()}</Text>
            </Group>
          )}
        </Box>
        {canEdit ? (
          <Group gap="sm">
            <FileButton onChange={onFile} accept={LOGO_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={18} />}
                  loading={upload.isPending}
                >
                  {hasLogo ? m.settings_replace_logo() : m.settings_upload_logo()}
                </Button>
              )}
            </FileButton>
            {hasLogo ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} />}
                loading={remove.isPending}
                onClick={onRemove}
              >
                {m.settings_remove_logo()}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      {canEdit ? (
        <Text size="xs" c="dimmed">
          {m.settings_logo_hint({ max: String(LOGO_KB_MAX) })}
        </Text>
      ) : null}
      <ErrorLine message={problem} />
    </Stack>
  );
}
