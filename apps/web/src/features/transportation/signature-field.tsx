import { Box, Button, Group, Text } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { m } from '../../paraglide/messages.js';

/** What the form asks of the signature: the drawing as a PNG, or null when nothing was drawn. */
export interface SignatureHandle {
  toBlob(): Promise<Blob | null>;
}

const HEIGHT = 160;

/**
 * A box the receiver signs in with a finger (signature_pad: smooth strokes from touch, pen or
 * mouse), with Clear. Optional: an empty box sends no signature.
 */
export const SignatureField = forwardRef<SignatureHandle>(function SignatureField(_props, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [isEmpty, setEmpty] = useState(true);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Drawn at the screen's pixel density, so strokes are sharp on a phone.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = HEIGHT * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const signature = new SignaturePad(element, { penColor: '#1a1b1e', backgroundColor: 'rgb(255,255,255)' });
    signature.addEventListener('endStroke', () => setEmpty(signature.isEmpty()));
    pad.current = signature;
    return () => signature.off();
  }, []);

  useImperativeHandle(ref, () => ({
    // The canvas's own PNG (a data: URL could not be fetched: the content security policy allows
    // connections to the app's own origin only).
    toBlob: () =>
      new Promise<Blob | null>((resolve) => {
        const element = canvas.current;
        if (!element || !pad.current || pad.current.isEmpty()) resolve(null);
        else element.toBlob(resolve, 'image/png');
      }),
  }));

  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {m.transportation_receiver_signature_optional()}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          disabled={isEmpty}
          onClick={() => {
            pad.current?.clear();
            setEmpty(true);
          }}
        >
          {m.transportation_clear()}
        </Button>
      </Group>
      <Box
        component="canvas"
        ref={canvas}
        aria-label={m.transportation_signature_pad_label()}
        data-testid="signature-pad"
        w="100%"
        h={HEIGHT}
        style={{
          display: 'block',
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-sm)',
          touchAction: 'none',
          background: '#fff',
        }}
      />
    </div>
  );
});
