import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsExchange, IconCalendarDue, IconReportMoney, type Icon } from '@tabler/icons-react';
import { REPORT_DESCRIPTIONS, REPORT_KINDS, REPORT_TITLES, type ReportKind } from '@godown/shared';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { BUYER_ROLES } from '../../lib/roles';

const TITLE = 'Reports';

const ICONS: Readonly<Record<ReportKind, Icon>> = {
  valuation: IconReportMoney,
  movements: IconArrowsExchange,
  expiring: IconCalendarDue,
};

/** `/reports` (admin, staff): the reports, one card each, on screen and as Excel or PDF files. */
export function ReportsPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={TITLE}>
      <PageHeader title={TITLE} />
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          Each report opens on screen with its parameters, and downloads whole as an Excel workbook or a
          printable PDF.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {REPORT_KINDS.map((kind) => {
            const Icon = ICONS[kind];
            return (
              <Paper
                key={kind}
                withBorder
                radius="md"
                p="lg"
                component="article"
                aria-label={REPORT_TITLES[kind]}
              >
                <Stack gap="sm" h="100%" justify="space-between">
                  <div>
                    <Group gap="sm" mb="xs" wrap="nowrap">
                      <ThemeIcon variant="light" size="lg" radius="md">
                        <Icon size={20} />
                      </ThemeIcon>
                      <Title order={3} size="h4">
                        {REPORT_TITLES[kind]}
                      </Title>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {REPORT_DESCRIPTIONS[kind]}
                    </Text>
                  </div>
                  <Button component={Link} to={`/reports/${kind}`} variant="light">
                    {`Open ${REPORT_TITLES[kind].toLowerCase()}`}
                  </Button>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </RoleGate>
  );
}
