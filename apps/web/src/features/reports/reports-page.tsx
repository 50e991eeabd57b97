import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsExchange, IconCalendarDue, IconReportMoney, type Icon } from '@tabler/icons-react';
import { REPORT_DESCRIPTIONS, REPORT_KINDS, type ReportKind } from '@godown/shared';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { reportTitle } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { BUYER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';

const ICONS: Readonly<Record<ReportKind, Icon>> = {
  valuation: IconReportMoney,
  movements: IconArrowsExchange,
  expiring: IconCalendarDue,
};

/** `/reports` (admin, staff): the reports, one card each, on screen and as Excel or PDF files. */
export function ReportsPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={m.reports_title()}>
      <PageHeader title={m.reports_title()} />
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          {m.reports_intro()}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {REPORT_KINDS.map((kind) => {
            const Icon = ICONS[kind];
            const title = reportTitle(kind);
            return (
              <Paper key={kind} withBorder radius="md" p="lg" component="article" aria-label={title}>
                <Stack gap="sm" h="100%" justify="space-between">
                  <div>
                    <Group gap="sm" mb="xs" wrap="nowrap">
                      <ThemeIcon variant="light" size="lg" radius="md">
                        <Icon size={20} />
                      </ThemeIcon>
                      <Title order={3} size="h4">
                        {title}
                      </Title>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {localizeText(REPORT_DESCRIPTIONS[kind])}
                    </Text>
                  </div>
                  <Button component={Link} to={`/reports/${kind}`} variant="light">
                    {m.reports_open_report({ report: title.toLowerCase() })}
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
