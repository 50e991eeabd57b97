import { ActionIcon, TextInput, Tooltip, type TextInputProps } from '@mantine/core';
import { IconBarcode, IconCamera } from '@tabler/icons-react';
import { forwardRef, lazy, Suspense, useCallback, useState } from 'react';
import { m } from '../../paraglide/messages.js';

/** The camera loads with its reader the first time it is opened. */
const CameraScanner = lazy(async () => ({ default: (await import('./camera-scanner')).CameraScanner }));

interface ScanInputProps extends Omit<TextInputProps, 'onChange' | 'value' | 'onSubmit'> {
  /** A code scanned: typed by a scanner (its characters, then Enter), typed by hand, or read by the camera. */
  onScan: (code: string) => void;
  /** Offer the camera (phones): a button beside the box. */
  withCamera?: boolean;
}

/**
 * The box a USB or Bluetooth scanner types into: it sends the code's characters and Enter, which
 * hands the code over and empties the box for the next one. With `withCamera`, the camera button
 * reads a code with the phone instead.
 */
export const ScanInput = forwardRef<HTMLInputElement, ScanInputProps>(function ScanInput(
  { onScan, withCamera = false, placeholder = m.common_scan_or_type_code(), ...props },
  ref,
) {
  const [value, setValue] = useState('');
  const [isCameraOpen, setCameraOpen] = useState(false);
  const [hasOpenedCamera, setHasOpenedCamera] = useState(false);
  const fromCamera = useCallback(
    (code: string) => {
      setCameraOpen(false);
      onScan(code);
    },
    [onScan],
  );
  return (
    <>
      <TextInput
        ref={ref}
        placeholder={placeholder}
        leftSection={<IconBarcode size={18} />}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const code = value.trim();
          setValue('');
          if (code) onScan(code);
        }}
        rightSection={
          withCamera ? (
            <Tooltip label={m.common_scan_with_camera()}>
              <ActionIcon
                variant="subtle"
                aria-label={m.common_scan_with_camera()}
                onClick={() => {
                  setHasOpenedCamera(true);
                  setCameraOpen(true);
                }}
              >
                <IconCamera size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null
        }
        {...props}
      />
      {hasOpenedCamera ? (
        <Suspense fallback={null}>
          <CameraScanner opened={isCameraOpen} onClose={() => setCameraOpen(false)} onScan={fromCamera} />
        </Suspense>
      ) : null}
    </>
  );
});
