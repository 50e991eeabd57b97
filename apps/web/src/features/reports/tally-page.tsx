import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { indiaDateFromToday, tallyFileName } from '@godown/shared';
import { useState, type ReactNode } from 'react';
import { failureWithReason } from '../../api/client';
import { downloadFile } from '../../api/download';
import { registrationLabel, useRegistrationsQuery } from '../../api/registrations';
import { BackLink } from '../../components/back-link';
import { DateRangeFields } from '../../components/date-field';
import { ErrorLine } from '../../components/error-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';

// Tally (docs/domain.md#tally): the masters and a range's vouchers as the XML TallyPrime's Import
// Data takes, for the distributor's accountant. Importing the same range again alters, never doubles.

/** `/reports/tally` (admin, staff). */
export function TallyPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.reports_tally_title()}>
      <Tally />
    </RoleGate>
  );
}

function Tally() {
  const today = indiaDateFromToday();
  const [from, setFrom] = useState<string | null>(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState<string | null>(today);
  const [registration, setRegistration] = useState<string | null>(null);
  const registrations = useRegistrationsQuery();
  const [busy, setBusy] = useState<'masters' | 'vouchers' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (kind: 'masters' | 'vouchers') => {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'masters') await downloadFile('/tally/masters.xml', {}, tallyFileName('masters'));
      else
        await downloadFile(
          '/tally/vouchers.xml',
          { from, to, registration },
          tallyFileName('vouchers', { from: from ?? today, to: to ?? today }),
        );
    } catch (failure) {
      setError(failureWithReason(failure, m.reports_tally_failed()));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <BackLink to="/reports" mb="xs">
        {m.reports_title()}
      </BackLink>
      <PageHeader title={m.reports_tally_title()} />
      <Stack gap="lg" maw={880}>
        <Text size="sm" c="dimmed">
          {m.reports_tally_intro()}
        </Text>
        <TallySection title={m.reports_tally_masters()} help={m.reports_tally_masters_help()}>
          <Group>
            <Button
              leftSection={<IconDownload size={18} />}
              loading={busy === 'masters'}
              onClick={() => void save('masters')}
            >
              {m.reports_tally_download_masters()}
            </Button>
          </Group>
        </TallySection>
        <TallySection title={m.reports_tally_vouchers()} help={m.reports_tally_vouchers_help()}>
          <Group align="flex-end" gap="md" wrap="wrap">
            <DateRangeFields
              from={from}
              to={to}
              labels={{ from: m.reports_from(), to: m.reports_to() }}
              onFromChange={setFrom}
              onToChange={setTo}
              style={{ flex: '1 1 150px' }}
            />
            <Select
              label={m.reports_registration()}
              placeholder={m.reports_all_registrations()}
              data={(registrations.data ?? []).map((r) => ({ value: r.id, label: registrationLabel(r) }))}
              value={registration}
              onChange={setRegistration}
              clearable
              style={{ flex: '2 1 240px', minWidth: 0, maxWidth: 420 }}
            />
          </Group>
          <Group>
            <Button
              leftSection={<IconDownload size={18} />}
              loading={busy === 'vouchers'}
              disabled={!from}
              onClick={() => void save('vouchers')}
            >
              {m.reports_tally_download_vouchers()}
            </Button>
          </Group>
        </TallySection>
        <ErrorLine message={error} />
      </Stack>
    </>
  );
}

/** A file to download: its heading, what it holds, and its controls. */
function TallySection({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm">{help}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
