import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card that holds the login and register forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap={4} mb="lg">
          <Title order={2}>{title}</Title>
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        </Stack>
        {children}
        <Text size="sm" ta="center" mt="lg" c="dimmed">
          {footer}
        </Text>
      </Paper>
    </Center>
  );
}
