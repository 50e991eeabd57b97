import { Center, Group, Loader, Text } from '@mantine/core';

/** A spinner and what is loading, centred where the content will appear. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}
