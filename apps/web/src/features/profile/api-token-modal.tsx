import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { API_TOKEN_AREAS, API_TOKEN_LIMITS, type TApiTokenCreated } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { m } from '../../paraglide/messages.js';
import { useCreateApiToken } from './api-tokens-api';
import {
  apiTokenBody,
  EMPTY_API_TOKEN,
  EXPIRY_CHOICES,
  scopesOf,
  type ApiTokenValues,
} from './api-token-form';
import { areaLabel } from './api-token-words';

/** The header a call sends its token in (HTTP's own words, the same in every language). */
const AUTHORIZATION_HEADER = 'Authorization: Bearer ';

/**
 * The New API token form: a name, what the token may do in each area (nothing, read, write) and how
 * long it lasts; once made, its secret, shown this once with a copy button.
 */
export function ApiTokenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiToken();
  const [made, setMade] = useState<TApiTokenCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ApiTokenValues>({
    initialValues: EMPTY_API_TOKEN,
    // Choosing an area answers "choose at least one": its line goes at once.
    onValuesChange: (values) => {
      if (scopesOf(values.areas).length > 0) form.clearFieldError('areas');
    },
    validate: {
      name: (value) => (value.trim() ? null : m.profile_token_name_required()),
      areas: (areas) => (scopesOf(areas).length > 0 ? null : m.profile_token_scopes_required()),
    },
  });
  const close = () => {
    form.reset();
    setMade(null);
    setError(null);
    create.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    setError(null);
    create.mutate(apiTokenBody(values), {
      onSuccess: setMade,
      onError: (cause) => setError(failureWithReason(cause, m.profile_token_create_failed())),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={made ? m.profile_token_made() : m.profile_new_token()}
      size="lg"
    >
      {made ? (
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {m.profile_token_shown_once()}
          </Alert>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code block style={{ flex: 1, overflowWrap: 'anywhere' }} aria-label={m.profile_token_secret()}>
              {made.secret}
            </Code>
            <CopyButton value={made.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? m.profile_token_copied() : m.profile_token_copy()}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {m.profile_token_use()}
            </Text>
            <Code translate="no">{`${AUTHORIZATION_HEADER}${made.token.hint}…`}</Code>
          </Stack>
          <Group justify="flex-end">
            <Button onClick={close}>{m.profile_token_done()}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={m.profile_token_name()}
              description={m.profile_token_name_hint()}
              maxLength={API_TOKEN_LIMITS.nameMax}
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {m.profile_token_scopes()}
              </Text>
              <Text size="xs" c="dimmed">
                {m.profile_token_scopes_hint()}
              </Text>
              <Table withRowBorders={false} verticalSpacing={4}>
                <Table.Tbody>
                  {API_TOKEN_AREAS.map((area) => (
                    <Table.Tr key={area}>
                      <Table.Td>
                        <Text size="sm" id={`token-area-${area}`}>
                          {areaLabel(area)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <SegmentedControl
                          size="xs"
                          aria-labelledby={`token-area-${area}`}
                          data={[
                            { value: 'none', label: m.profile_token_none() },
                            { value: 'read', label: m.profile_token_read() },
                            { value: 'write', label: m.profile_token_write() },
                          ]}
                          {...form.getInputProps(`areas.${area}`)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <ErrorLine message={typeof form.errors.areas === 'string' ? form.errors.areas : null} />
            </Stack>
            <Select
              label={m.profile_token_expiry()}
              data={EXPIRY_CHOICES.map((days) => ({
                value: String(days),
                label: m.profile_token_days({ days }),
              }))}
              allowDeselect={false}
              {...form.getInputProps('expiresInDays')}
            />
            <ErrorLine message={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {m.profile_token_cancel()}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {m.profile_token_make()}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
