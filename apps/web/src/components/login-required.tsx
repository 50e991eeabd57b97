import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Shown in place of a page that needs a signed-in user. */
export function LoginRequired() {
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={420} w="100%">
        <Stack align="center" gap="sm">
          <IconLock size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Title order={2}>Please Login</Title>
          <Text c="dimmed" ta="center">
            You need to be signed in to see this page.
          </Text>
          <Anchor component={Link} to="/login" fw={600}>
            Go to login
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
