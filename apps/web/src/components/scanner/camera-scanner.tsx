import { ActionIcon, Alert, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconBolt, IconBoltOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { createFrameReader } from './barcode-reader';
import { m } from '../../paraglide/messages.js';

interface CameraScannerProps {
  opened: boolean;
  onClose: () => void;
  /** A code read (or typed), after which the scanner closes. */
  onScan: (code: string) => void;
  title?: string;
}

/** A camera track; `torch` is in its capabilities where the camera has a light (not yet in the DOM types). */
type TorchTrack = MediaStreamTrack;
const canLight = (track: TorchTrack | undefined) =>
  Boolean((track?.getCapabilities?.() as { torch?: boolean } | undefined)?.torch);

/**
 * The phone's camera as a scanner: the back camera's picture, read a few times a second until a
 * code is found; the torch where the camera has one; a typed code when the camera cannot read it.
 */
export function CameraScanner({
  opened,
  onClose,
  onScan,
  title = m.common_scan_with_camera(),
}: CameraScannerProps) {
  // The camera view mounts with the open modal and unmounts (stopping the camera) when it closes.
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <CameraView onScan={onScan} />
    </Modal>
  );
}

function CameraView({ onScan }: { onScan: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [track, setTrack] = useState<TorchTrack | null>(null);
  const [hasTorch, setHasTorch] = useState(false);
  const [isTorchOn, setTorchOn] = useState(false);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(m.common_camera_unavailable());
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
          audio: false,
        });
      } catch {
        setProblem(m.common_camera_not_opened());
        return;
      }
      if (stopped) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      const videoTrack = stream.getVideoTracks()[0];
      setTrack(videoTrack ?? null);
      setHasTorch(canLight(videoTrack));
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = await createFrameReader();
      const tick = async () => {
        if (stopped) return;
        const code = await read(element).catch(() => null);
        if (stopped) return;
        if (code) onScan(code);
        else timer = setTimeout(() => void tick(), 250);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onScan]);

  const toggleTorch = async () => {
    if (!track) return;
    const on = !isTorchOn;
    await track
      .applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
      .catch(() => undefined);
    setTorchOn(on);
  };

  return (
    <Stack gap="sm">
      {problem ? (
        <Alert color="yellow">{problem}</Alert>
      ) : (
        <div style={{ position: 'relative' }}>
          <video
            ref={video}
            muted
            playsInline
            aria-label={m.common_camera_picture()}
            style={{ width: '100%', borderRadius: 8, background: '#000', minHeight: 200 }}
          />
          {hasTorch ? (
            <Tooltip label={isTorchOn ? m.common_torch_off() : m.common_torch_on()}>
              <ActionIcon
                variant="filled"
                size="lg"
                aria-label={isTorchOn ? m.common_torch_off() : m.common_torch_on()}
                onClick={() => void toggleTorch()}
                style={{ position: 'absolute', top: 8, right: 8 }}
              >
                {isTorchOn ? <IconBoltOff size={20} /> : <IconBolt size={20} />}
              </ActionIcon>
            </Tooltip>
          ) : null}
        </div>
      )}
      <Text size="sm" c="dimmed">
        {m.common_camera_hint()}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) onScan(typed.trim());
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label={m.common_or_type_code()}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
        </Group>
      </form>
    </Stack>
  );
}
