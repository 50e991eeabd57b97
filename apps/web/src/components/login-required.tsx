import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { m } from '../paraglide/messages.js';

/** Shown in place of a page that needs a signed-in user. */
export function LoginRequired() {
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={420} w="100%">
        <Stack align="center" gap="sm">
          <IconLock size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Title order={2}>{m.common_please_login()}</Title>
          <Text c="dimmed" ta="center">
            {m.common_login_required_text()}
          </Text>
          <Anchor component={Link} to="/login" fw={600}>
            {m.common_go_to_login()}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
