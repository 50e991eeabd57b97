import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBooks,
  IconCalendarDue,
  IconFileCertificate,
  IconFileImport,
  IconHourglassHigh,
  IconListNumbers,
  IconReceipt,
  IconReceiptTax,
  IconReportMoney,
  type Icon,
} from '@tabler/icons-react';
import {
  REPORT_DESCRIPTIONS,
  REPORT_KINDS,
  SALES_REPORT_KINDS,
  type ReportKind,
  type SalesReportKind,
} from '@godown/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { titleInSentence } from '../../components/report-downloads';
import { RoleGate } from '../../components/role-gate';
import { reportTitle } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { GSTR1_PATH, RECEIVABLES_PATH, TALLY_PATH } from '../../lib/paths';
import { BUYER_ROLES, hasRole, SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { salesReportDescription, salesReportTitle } from './sales-report-words';

const ICONS: Readonly<Record<ReportKind, Icon>> = {
  valuation: IconReportMoney,
  movements: IconArrowsExchange,
  expiring: IconCalendarDue,
};

const SALES_ICONS: Readonly<Record<SalesReportKind, Icon>> = {
  'sales-register': IconReceipt,
  'output-tax': IconReceiptTax,
  'hsn-summary': IconListNumbers,
  'input-tax': IconFileImport,
  'receivables-ageing': IconHourglassHigh,
};

/** Where a sales report's card leads: its screen; the ageing's is the receivables screen. */
const salesReportPath = (kind: SalesReportKind) =>
  kind === 'receivables-ageing' ? RECEIVABLES_PATH : `/reports/${kind}`;

/** The stock reports' three cards in a row; the sales reports' seven two to a row, three on a wide screen. */
const STOCK_COLUMNS = { base: 1, sm: 3 };
const SALES_COLUMNS = { base: 1, sm: 2, xl: 3 };

/** Who opens the page: the buyers for the stock reports, the sellers for the sales reports. */
const REPORT_ROLES = [...new Set([...BUYER_ROLES, ...SELLER_ROLES])];

/**
 * `/reports` (admin, staff): the reports, one card each, on screen and as Excel or PDF files: the
 * stock reports (buyers), then the sales and GST reports (sellers).
 */
export function ReportsPage() {
  const user = useUser();
  return (
    <RoleGate roles={REPORT_ROLES} title={m.reports_title()}>
      <PageHeader title={m.reports_title()} />
      <Stack gap="xl">
        <Text c="dimmed" size="sm">
          {m.reports_intro()}
        </Text>
        {hasRole(user, BUYER_ROLES) ? (
          <ReportSection title={m.reports_stock_section()} columns={STOCK_COLUMNS}>
            {REPORT_KINDS.map((kind) => (
              <ReportCard
                key={kind}
                title={reportTitle(kind)}
                description={localizeText(REPORT_DESCRIPTIONS[kind])}
                icon={ICONS[kind]}
                to={`/reports/${kind}`}
              />
            ))}
          </ReportSection>
        ) : null}
        {hasRole(user, SELLER_ROLES) ? (
          <ReportSection
            title={m.reports_sales_section()}
            intro={m.reports_sales_intro()}
            columns={SALES_COLUMNS}
          >
            {SALES_REPORT_KINDS.map((kind) => (
              <ReportCard
                key={kind}
                title={salesReportTitle(kind)}
                description={salesReportDescription(kind)}
                icon={SALES_ICONS[kind]}
                to={salesReportPath(kind)}
              />
            ))}
            <ReportCard
              title={m.reports_gstr1_title()}
              description={m.reports_gstr1_card()}
              icon={IconFileCertificate}
              to={GSTR1_PATH}
            />
            <ReportCard
              title={m.reports_tally_title()}
              description={m.reports_tally_card()}
              icon={IconBooks}
              to={TALLY_PATH}
            />
          </ReportSection>
        ) : null}
      </Stack>
    </RoleGate>
  );
}

/** A section of the page: its heading, a line on what it holds, and its cards. */
function ReportSection({
  title,
  intro,
  columns,
  children,
}: {
  title: string;
  intro?: string;
  /** Cards in a row, by the screen's width. */
  columns: { base: number; sm: number; xl?: number };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3}>{title}</Title>
      {intro ? (
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      ) : null}
      <SimpleGrid cols={columns} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

interface ReportCardProps {
  title: string;
  description: string;
  icon: Icon;
  to: string;
}

/** A report's card: its icon and title, what it answers, and the button that opens it. */
function ReportCard({ title, description, icon: CardIcon, to }: ReportCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={title}>
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Group gap="sm" mb="xs" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md">
              <CardIcon size={20} />
            </ThemeIcon>
            <Title order={4}>{title}</Title>
          </Group>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Button component={Link} to={to} variant="light">
          {m.reports_open_report({ report: titleInSentence(title) })}
        </Button>
      </Stack>
    </Paper>
  );
}
