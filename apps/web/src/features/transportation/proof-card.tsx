import { Alert, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconSignature } from '@tabler/icons-react';
import { formatCoordinates } from '@godown/shared';
import { errorMessage } from '../../api/client';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { LoadingLine } from '../../components/loading-line';
import { useProofImage, useProofQuery } from './transportation-api';

/** An image of the proof, or a placeholder while it loads. */
function ProofImage({ url, alt, icon }: { url: string | null; alt: string; icon: React.ReactNode }) {
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
      <Text size="sm">Loading {alt.toLowerCase()}...</Text>
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
      <Alert variant="light" color="gray" title="No proof of delivery">
        It was marked delivered without one (by staff or an admin, or before proofs were kept).
      </Alert>
    );
  }
  if (proof.isPending) return <LoadingLine label="Loading proof of delivery..." />;
  if (proof.error)
    return <ErrorLine message={errorMessage(proof.error, 'Failed to fetch the proof of delivery')} />;
  const p = proof.data;
  return (
    <Paper withBorder p="md" radius="md" aria-label="Proof of delivery" component="section">
      <Stack gap="md">
        <Text fw={600}>Proof of delivery</Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabeledValue label="Received by">{p.receiverName}</LabeledValue>
          <LabeledValue label="Delivered by">{p.deliveredBy?.name ?? 'A deleted user'}</LabeledValue>
          <LabeledValue label="Delivered at">{formatDateTime(p.deliveredAt)}</LabeledValue>
          <LabeledValue label="Where the phone was">
            {formatCoordinates(p.location) ?? 'Not shared'}
          </LabeledValue>
        </SimpleGrid>
        {p.note ? <Text size="sm">{p.note}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: p.signature ? 2 : 1 }}>
          <ProofImage url={photo} alt="Delivery photo" icon={<IconCamera size={18} />} />
          {p.signature ? (
            <ProofImage url={signature} alt="Receiver's signature" icon={<IconSignature size={18} />} />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
