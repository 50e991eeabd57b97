import { Button, Flex, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFileDownload, IconTruckOff, IconUpload } from '@tabler/icons-react';
import {
  EWAYBILL_LIMITS,
  zEwayBillFileQuerySchema,
  type TEwayBillFileQuery,
  type TEwayBillStatus,
  type TTransportDetail,
} from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { schemaErrors } from '../../lib/form-errors';
import { m } from '../../paraglide/messages.js';
import { downloadEwayBillJson } from './ewaybill-api';
import { distanceError, type DistanceField } from './ewaybill-form';
import { WaiveEwayBillModal } from './ewaybill-modals';
import { RecordEwayBillModal } from './ewaybill-record-modal';

/** Codes (a GSTIN) in the monospace font they are checked in. */
const CODE_STYLES = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** Buttons one under the other on a phone, side by side (and wrapping) from a small screen on. */
export const ACTION_ROW = { direction: { base: 'column', xs: 'row' }, gap: 'sm', wrap: 'wrap' } as const;

interface EwayBillToolsProps {
  status: TEwayBillStatus;
  transport: TTransportDetail;
  isAdmin: boolean;
}

/**
 * While no bill is live: the distance (the estimate from the PIN codes, to correct) and the
 * transporter for the portal's JSON, and the bill the portal generated recorded; an admin may let
 * goods over the threshold go without one. A blocker leaves only the admin's way.
 */
export function EwayBillTools({ status, transport, isAdmin }: EwayBillToolsProps) {
  const [distanceKm, setDistanceKm] = useState<DistanceField>(status.distanceEstimateKm ?? '');
  const [transporterId, setTransporterId] = useState('');
  const [transporterName, setTransporterName] = useState('');
  // By rail, air or ship the bill's Part-B is the carrier's document (a road bill, an airway bill).
  const byDocument = transport.transportMode !== 'land';
  const [carrierDoc, setCarrierDoc] = useState('');
  const [documentDate, setDocumentDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isDownloading, setDownloading] = useState(false);
  const [open, setOpen] = useState<'record' | 'waive' | null>(null);
  const mayWaive = isAdmin && (status.state === 'needed' || status.state === 'cancelled');
  const isBlocked = status.blocker !== null;

  const download = () => {
    const query: TEwayBillFileQuery = {
      ...(typeof distanceKm === 'number' ? { distanceKm } : {}),
      ...(transporterId.trim() ? { transporterId: transporterId.trim().toUpperCase() } : {}),
      ...(transporterName.trim() ? { transporterName: transporterName.trim() } : {}),
      ...(byDocument && carrierDoc.trim() ? { transportDocument: carrierDoc.trim() } : {}),
      ...(byDocument && documentDate ? { transportDocumentDate: documentDate } : {}),
    };
    const found = schemaErrors(zEwayBillFileQuerySchema, query);
    const distance = distanceError(distanceKm);
    if (distance) found.distanceKm = distance;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setDownloading(true);
    downloadEwayBillJson(transport.id, transport.packageId, query)
      .catch((cause: unknown) => setFailure(failureWithReason(cause, m.ewaybills_download_failed())))
      .finally(() => setDownloading(false));
  };

  return (
    <Stack gap="sm">
      {isBlocked ? null : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={m.ewaybills_distance_km()}
            description={
              status.distanceEstimateKm === null
                ? m.ewaybills_distance_hint_none()
                : m.ewaybills_distance_hint({
                    from: status.from?.pinCode ?? '—',
                    to: status.to?.pinCode ?? '—',
                  })
            }
            required
            min={1}
            max={EWAYBILL_LIMITS.distanceKmMax}
            allowDecimal={false}
            allowNegative={false}
            value={distanceKm}
            onChange={setDistanceKm}
            error={errors.distanceKm}
          />
          <TextInput
            label={m.ewaybills_transporter_gstin()}
            description={m.ewaybills_optional()}
            maxLength={15}
            autoCapitalize="characters"
            spellCheck={false}
            styles={CODE_STYLES}
            value={transporterId}
            onChange={(event) => setTransporterId(event.currentTarget.value)}
            error={errors.transporterId}
          />
          <TextInput
            label={m.ewaybills_transporter_name()}
            description={m.ewaybills_optional()}
            maxLength={EWAYBILL_LIMITS.transporterNameMax}
            value={transporterName}
            onChange={(event) => setTransporterName(event.currentTarget.value)}
            error={errors.transporterName}
          />
          {byDocument ? (
            <>
              <TextInput
                label={m.ewaybills_document()}
                description={m.ewaybills_optional()}
                maxLength={EWAYBILL_LIMITS.transportDocMax}
                spellCheck={false}
                value={carrierDoc}
                onChange={(event) => setCarrierDoc(event.currentTarget.value)}
                error={errors.transportDocument}
              />
              <TextInput
                type="date"
                label={m.ewaybills_document_date()}
                description={m.ewaybills_optional()}
                value={documentDate}
                onChange={(event) => setDocumentDate(event.currentTarget.value)}
                error={errors.transportDocumentDate}
              />
            </>
          ) : null}
        </SimpleGrid>
      )}
      <Flex {...ACTION_ROW}>
        {isBlocked ? null : (
          <>
            <Button
              variant="default"
              leftSection={<IconFileDownload size={18} />}
              loading={isDownloading}
              onClick={download}
            >
              {m.ewaybills_download_json()}
            </Button>
            <Button leftSection={<IconUpload size={18} />} onClick={() => setOpen('record')}>
              {m.ewaybills_record()}
            </Button>
          </>
        )}
        {mayWaive ? (
          <Button
            variant="light"
            color="grape"
            leftSection={<IconTruckOff size={18} />}
            onClick={() => setOpen('waive')}
          >
            {m.ewaybills_waive()}
          </Button>
        ) : null}
      </Flex>
      <ErrorLine message={failure} />
      <RecordEwayBillModal
        opened={open === 'record'}
        onClose={() => setOpen(null)}
        transport={transport}
        distanceKm={distanceKm}
      />
      {mayWaive ? (
        <WaiveEwayBillModal opened={open === 'waive'} onClose={() => setOpen(null)} transport={transport} />
      ) : null}
    </Stack>
  );
}
