import { Alert, Button, Code, CopyButton, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { TUser } from '@godown/shared';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { m } from '../../paraglide/messages.js';
import { useGiveOneTimePassword } from './users-api';

/**
 * Sign-in help in the admin's user modal: a one-time password for a user imported without a sign-in
 * or one who forgot theirs. Shown once; the user must choose their own after signing in with it.
 * Not offered for admins (the server refuses another admin's).
 */
export function OneTimePasswordSection({ user }: { user: TUser }) {
  const give = useGiveOneTimePassword();
  if (user.role === 'admin') return null;
  const password = give.data?.oneTimePassword;
  return (
    <Stack gap="xs" mt="sm">
      <Divider label={m.users_sign_in()} labelPosition="left" />
      <Text size="sm" c="dimmed">
        {m.users_one_time_password_hint({ name: user.name })}
      </Text>
      {password ? (
        <Alert color="teal" title={m.users_shown_only_once()} role="status">
          <Group gap="sm" wrap="wrap">
            <Code fz="md" aria-label={m.users_one_time_password()}>
              {password}
            </Code>
            <CopyButton value={password}>
              {({ copied, copy }) => (
                <Button
                  type="button"
                  size="compact-sm"
                  variant="light"
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  {copied ? m.users_copied() : m.users_copy()}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      ) : (
        <Group>
          <Button
            type="button"
            variant="default"
            leftSection={<IconKey size={16} />}
            loading={give.isPending}
            onClick={() => give.mutate(user)}
          >
            {m.users_give_one_time_password()}
          </Button>
        </Group>
      )}
      {give.isError ? (
        <ErrorLine message={failureWithReason(give.error, m.users_give_password_failed())} />
      ) : null}
    </Stack>
  );
}
