import { Alert, Button, Code, CopyButton, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { TUser } from '@godown/shared';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
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
      <Divider label="Sign-in" labelPosition="left" />
      <Text size="sm" c="dimmed">
        {`Give ${user.name} a one-time password: they sign in with it once and must then choose their own. Their sessions end.`}
      </Text>
      {password ? (
        <Alert color="teal" title="Shown only once: copy it now" role="status">
          <Group gap="sm" wrap="wrap">
            <Code fz="md" aria-label="One-time password">
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
                  {copied ? 'Copied' : 'Copy'}
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
            Give a one-time password
          </Button>
        </Group>
      )}
      {give.isError ? (
        <ErrorLine message={failureWithReason(give.error, 'Could not give a password')} />
      ) : null}
    </Stack>
  );
}
