import { Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatNumber, formatRupees, type TInventoryDetail } from '@godown/shared';
import type { ReactNode } from 'react';
import { useRegistrationsQuery } from '../../api/registrations';
import { WeightVolumeBars } from '../../components/usage-bar';
import { hasRole, SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { formatCoordinates } from './coordinates';
import { useCostSummary, useUtilization } from './inventory-api';
import { InventoryPointMap } from './inventory-map';

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

function Loading() {
  return (
    <Center py="md">
      <Loader size="sm" />
    </Center>
  );
}

/**
 * The GST registration that bills the inventory's sales: its GSTIN and name, or none yet. Admins
 * and staff only: the registrations are the company's billing data (the server refuses the rest).
 */
function RegistrationField({ registrationId }: { registrationId: string | null }) {
  const isSeller = hasRole(useUser(), SELLER_ROLES);
  const registrations = useRegistrationsQuery(isSeller && registrationId !== null);
  if (!isSeller) return null;
  const registration = registrations.data?.find((candidate) => candidate.id === registrationId);
  let value: ReactNode = m.inventory_none_yet();
  if (registrationId && registration) {
    value = (
      <>
        <Text span size="sm" fw={600} ff="monospace">
          {registration.gstin}
        </Text>
        <Text size="xs" c="dimmed" fw={400}>
          {registration.name}
        </Text>
      </>
    );
  } else if (registrationId) value = registrations.isPending ? <Loader size="xs" /> : registrationId;
  return <Field label={m.inventory_gst_registration()}>{value}</Field>;
}

/** Inventory Information: where it is, what it says about itself, what it holds. */
export function InventoryInfoCard({ inventory }: { inventory: TInventoryDetail }) {
  return (
    <DetailCard title={m.inventory_information()}>
      <Stack gap="xs">
        <Field label={m.inventory_location()}>{inventory.location ?? m.inventory_not_given()}</Field>
        {inventory.addressLine ? (
          <Field label={m.inventory_address()}>
            <span style={{ overflowWrap: 'anywhere' }}>{inventory.addressLine}</span>
          </Field>
        ) : null}
        {inventory.pinCode ? <Field label={m.inventory_pin_code()}>{inventory.pinCode}</Field> : null}
        <Field label={m.inventory_description()}>{inventory.description ?? m.inventory_none()}</Field>
        <Field label={m.inventory_coordinates()}>{formatCoordinates(inventory.inventoryLocation)}</Field>
        <RegistrationField registrationId={inventory.registrationId} />
        <InventoryPointMap inventory={inventory} />
        <Field label={m.inventory_products()}>{formatNumber(inventory.productCount, 0)}</Field>
        <Field label={m.inventory_storage_units()}>{formatNumber(inventory.storageCount, 0)}</Field>
        {inventory.storages.length > 0 ? (
          <Stack
            gap={6}
            mt={4}
            component="ul"
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={m.inventory_storage_units()}
          >
            {inventory.storages.map((storage) => (
              <Group component="li" key={storage._id} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {storage.name}
                  {storage.type ? (
                    <Text span size="xs" c="dimmed">
                      {` · ${storage.type}`}
                    </Text>
                  ) : null}
                </Text>
                <Badge size="sm" variant="light" color={storage.active ? 'teal' : 'gray'}>
                  {storage.active ? m.inventory_active() : m.inventory_inactive()}
                </Badge>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </DetailCard>
  );
}

/** Utilization: weight and volume used against the totals, from the server's figures. */
export function UtilizationCard({ inventoryId }: { inventoryId: string }) {
  const utilization = useUtilization(inventoryId);
  let body: ReactNode;
  if (utilization.isPending) body = <Loading />;
  else if (utilization.isError) body = <Text c="dimmed">{m.inventory_utilization_unavailable()}</Text>;
  else {
    const { weight, volume } = utilization.data;
    body = <WeightVolumeBars weight={weight} volume={volume} isLarge />;
  }
  return <DetailCard title={m.inventory_utilization()}>{body}</DetailCard>;
}

/** Cost Summary: the placements valued at the products' prices. */
export function CostSummaryCard({ inventoryId }: { inventoryId: string }) {
  const cost = useCostSummary(inventoryId);
  let body: ReactNode;
  if (cost.isPending) body = <Loading />;
  else if (cost.isError) body = <Text c="dimmed">{m.inventory_cost_summary_unavailable()}</Text>;
  else {
    const { totalValue, averageCost, totalQuantity, productCount } = cost.data;
    body = (
      <Stack gap="md">
        <div role="group" aria-label={m.inventory_total_value()}>
          <Text size="sm" c="dimmed">
            {m.inventory_total_value()}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {formatRupees(totalValue)}
          </Text>
        </div>
        <div role="group" aria-label={m.inventory_average_cost_per_item()}>
          <Text size="sm" c="dimmed">
            {m.inventory_average_cost_per_item()}
          </Text>
          <Text fz="xl" fw={600}>
            {formatRupees(averageCost)}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          {(productCount === 1 ? m.inventory_units_of_products_one : m.inventory_units_of_products_other)({
            units: formatNumber(totalQuantity, 0),
            count: formatNumber(productCount, 0),
          })}
        </Text>
      </Stack>
    );
  }
  return <DetailCard title={m.inventory_cost_summary()}>{body}</DetailCard>;
}
