import { Button, FileButton, Group, Image, Progress, Text, Textarea, TextInput } from '@mantine/core';
import { IconCamera, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DELIVERY_LIMITS, DELIVERY_MESSAGES, type TTransport } from '@godown/shared';
import { errorMessage } from '../../api/client';
import { refreshedBy } from '../../api/query-keys';
import { FormModal, ModalForm } from '../../components/form-modal';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { sendProof } from './deliveries-api';
import { resizePhoto } from './delivery-photo';
import { SignatureField, type SignatureHandle } from './signature-field';

/** The phone's position for the proof, if it gives one within a few seconds; else none. */
function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { maximumAge: 120_000, timeout: 5_000 },
    ),
  );
}

interface DeliverFormProps {
  transport: TTransport;
  onClose: () => void;
  onDelivered: () => void;
}

function DeliverForm({ transport, onClose, onDelivered }: DeliverFormProps) {
  const queryClient = useQueryClient();
  const [receiverName, setReceiverName] = useState('');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [isPreparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ receiverName?: string; photo?: string }>({});
  const signature = useRef<SignatureHandle>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const takePhoto = async (file: File | null) => {
    if (!file) return;
    setPreparing(true);
    const resized = await resizePhoto(file);
    setPreparing(false);
    setPhoto(resized);
    setPreview(URL.createObjectURL(resized));
    setFieldErrors((e) => ({ ...e, photo: undefined }));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = {
      receiverName: receiverName.trim() ? undefined : localizeText(DELIVERY_MESSAGES.receiverRequired),
      photo: photo ? undefined : m.transportation_photo_required(),
    };
    setFieldErrors(problems);
    if (problems.receiverName || problems.photo || !photo) return;
    if (photo.size > DELIVERY_LIMITS.photoMaxBytes) {
      setError(localizeText(DELIVERY_MESSAGES.photoTooLarge));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const [signed, position] = await Promise.all([signature.current?.toBlob() ?? null, currentPosition()]);
      await sendProof(
        transport.id,
        { receiverName: receiverName.trim(), note, photo, signature: signed, position },
        setProgress,
      );
      await Promise.all(
        refreshedBy.transports.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onDelivered();
    } catch (failure) {
      setError(errorMessage(failure, m.transportation_deliver_failed()));
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return (
    <ModalForm
      onSubmit={(event) => void submit(event)}
      submitLabel={m.transportation_mark_delivered()}
      submitIcon={<IconCircleCheck size={18} />}
      isSaving={isSaving || isPreparing}
      onCancel={onClose}
      error={error}
    >
      <TextInput
        label={m.transportation_receiver_name()}
        required
        value={receiverName}
        onChange={(e) => setReceiverName(e.currentTarget.value)}
        error={fieldErrors.receiverName}
        maxLength={DELIVERY_LIMITS.receiverNameMax}
        autoComplete="off"
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {m.transportation_delivered_goods_photo()}{' '}
          <span style={{ color: 'var(--mantine-color-red-6)' }}>*</span>
        </Text>
        <Group gap="sm" align="center">
          <FileButton onChange={(file) => void takePhoto(file)} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconCamera size={18} />} loading={isPreparing}>
                {photo ? m.transportation_retake_photo() : m.transportation_take_photo()}
              </Button>
            )}
          </FileButton>
          {photo ? (
            <Text size="xs" c="dimmed">
              {`${Math.round(photo.size / 1024)} KB`}
            </Text>
          ) : null}
        </Group>
        {fieldErrors.photo ? (
          <Text size="xs" c="red" mt={4}>
            {fieldErrors.photo}
          </Text>
        ) : null}
        {preview ? (
          <Image
            src={preview}
            alt={m.transportation_photo_to_send()}
            mt="xs"
            radius="sm"
            mah={200}
            fit="contain"
          />
        ) : null}
      </div>
      <SignatureField ref={signature} />
      <Textarea
        label={m.transportation_note_optional()}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={DELIVERY_LIMITS.noteMax}
        autosize
        minRows={1}
      />
      {isSaving && progress !== null ? (
        <Progress value={progress} aria-label={m.transportation_uploading_proof()} />
      ) : null}
    </ModalForm>
  );
}

/** Delivering from the phone: the receiver's name, a photo (made small on the phone) and a signature. */
export function DeliverModal({
  transport,
  onClose,
  onDelivered,
}: {
  transport: TTransport | null;
  onClose: () => void;
  onDelivered: () => void;
}) {
  return (
    <FormModal
      opened={transport !== null}
      onClose={onClose}
      title={m.transportation_deliver_package({ packageId: transport?.packageId ?? '' })}
      isFullScreenOnPhone
    >
      {transport ? <DeliverForm transport={transport} onClose={onClose} onDelivered={onDelivered} /> : null}
    </FormModal>
  );
}
