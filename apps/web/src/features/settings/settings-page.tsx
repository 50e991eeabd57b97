import { Button, Stack, Text } from '@mantine/core';
import { IconPercentage } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { CompanySection } from './company-section';
import { RegistrationsSection } from './registrations-section';

/** The Change GST rate by HSN form loads when first opened. */
const HsnRateModal = lazy(async () => ({ default: (await import('./hsn-rate-modal')).HsnRateModal }));

/**
 * `/settings` (admin, staff): the company as its invoices name it (legal and trade name, PAN, bank,
 * UPI id, terms, logo) and its GST registrations with their document series; an admin changes them,
 * and changes the GST rate of every product of an HSN heading at once. Staff read them.
 */
export function SettingsPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.settings_title()}>
      <Settings />
    </RoleGate>
  );
}

function Settings() {
  const isAdmin = useUser()?.role === 'admin';
  const [isHsnOpen, setHsnOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedHsn, setHasOpenedHsn] = useState(false);

  return (
    <>
      <PageHeader
        title={m.settings_title()}
        actions={
          isAdmin ? (
            <Button
              variant="light"
              leftSection={<IconPercentage size={18} />}
              onClick={() => {
                setHasOpenedHsn(true);
                setHsnOpen(true);
              }}
            >
              {m.settings_change_rate_by_hsn()}
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <Text size="sm" c="dimmed" maw={720}>
          {isAdmin ? m.settings_intro() : m.settings_intro_read_only()}
        </Text>
        <CompanySection canEdit={isAdmin} />
        <RegistrationsSection canEdit={isAdmin} />
      </Stack>
      {hasOpenedHsn ? (
        <Suspense fallback={null}>
          <HsnRateModal opened={isHsnOpen} onClose={() => setHsnOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
