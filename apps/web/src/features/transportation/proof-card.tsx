import { Alert, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconSignature } from '@tabler/icons-react';
import { formatCoordinates } from '@godown/shared';
import { errorMessage } from '../../api/client';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { LoadingLine } from '../../components/loading-line';
import { m } from '../../paraglide/messages.js';
import { useProofImage, useProofQuery } from './transportation-api';

/** An image of the proof, or a placeholder (saying `loading`) while it loads. */
function ProofImage({
  url,
  alt,
  loading,
  icon,
}: {
  url: string | null;
  alt: string;
  loading: string;
  icon: React.ReactNode;
}) {
  return url ? (
    <Image src={url} alt={alt} radius="sm" fit="contain" mah={360} bg="var(--mantine-color-default-hover)" />
  ) : (
    <Group
      gap="xs"
      c="dimmed"
      h={120}
      justify="center"
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 4 }}
    >
      {icon}
      <Text size="sm">{loading}</Text>
    </Group>
  );
}

/**
 * A delivered transport's proof (docs/domain.md#proof-of-delivery): who received it, the photo, the
 * signature if drawn, who delivered, when and where. Shown to admins, staff and the transport's
 * own driver (the server refuses everyone else).
 */
export function ProofCard({ transportId, hasProof }: { transportId: string; hasProof: boolean }) {
  const proof = useProofQuery(transportId, hasProof);
  const photo = useProofImage(transportId, 'photo', hasProof);
  const signature = useProofImage(transportId, 'signature', Boolean(proof.data?.signature));
  if (!hasProof) {
    return (
      <Alert variant="light" color="gray" title={m.transportation_no_proof_title()}>
        {m.transportation_no_proof_message()}
      </Alert>
    );
  }
  if (proof.isPending) return <LoadingLine label={m.transportation_loading_proof()} />;
  if (proof.error)
    return <ErrorLine message={errorMessage(proof.error, m.transportation_fetch_proof_failed())} />;
  const p = proof.data;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      aria-label={m.transportation_proof_of_delivery()}
      component="section"
    >
      <Stack gap="md">
        <Text fw={600}>{m.transportation_proof_of_delivery()}</Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabeledValue label={m.transportation_received_by()}>{p.receiverName}</LabeledValue>
          <LabeledValue label={m.transportation_delivered_by()}>
            {p.deliveredBy?.name ?? m.transportation_deleted_user()}
          </LabeledValue>
          <LabeledValue label={m.transportation_delivered_at()}>{formatDateTime(p.deliveredAt)}</LabeledValue>
          <LabeledValue label={m.transportation_phone_location()}>
            {formatCoordinates(p.location) ?? m.transportation_not_shared()}
          </LabeledValue>
        </SimpleGrid>
        {p.note ? <Text size="sm">{p.note}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: p.signature ? 2 : 1 }}>
          <ProofImage
            url={photo}
            alt={m.transportation_delivery_photo()}
            loading={m.transportation_loading_delivery_photo()}
            icon={<IconCamera size={18} />}
          />
          {p.signature ? (
            <ProofImage
              url={signature}
              alt={m.transportation_receiver_signature()}
              loading={m.transportation_loading_receiver_signature()}
              icon={<IconSignature size={18} />}
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
