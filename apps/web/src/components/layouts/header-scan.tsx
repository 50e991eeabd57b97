import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconScan } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TScanMatch } from '@godown/shared';
import { errorMessage } from '../../api/client';
import { scanCode } from '../../api/scan';
import { SCAN_PATH, scanTargetPath } from '../../lib/paths';
import { beepOk, beepRefused } from '../scanner/beep';
import { ScanInput } from '../scanner/scan-input';
import { m } from '../../paraglide/messages.js';

/** The keys that put the cursor in the header's scan box from anywhere. */
export const SCAN_HOTKEYS = ['F2', 'alt+S'] as const;

/**
 * The scan box in the header, on every screen for a signed-in user: a scanner's code (or a typed
 * one) and Enter open the page of what it names; several matches offer a choice. F2 or Alt+S puts
 * the cursor there. On a phone it is a button to the Scan screen, with the camera.
 */
export function HeaderScan() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [choices, setChoices] = useState<TScanMatch[]>([]);
  useHotkeys(
    SCAN_HOTKEYS.map((key) => [key, () => input.current?.focus()]),
    [],
  );

  const onScan = async (code: string) => {
    try {
      const { matches } = await scanCode(code);
      beepOk();
      if (matches.length === 1) navigate(scanTargetPath(matches[0]!));
      else setChoices(matches);
    } catch (error) {
      beepRefused();
      notifications.show({
        color: 'red',
        title: m.common_scan(),
        message: errorMessage(error, m.common_scan_nothing_matches({ code })),
      });
    }
  };

  return (
    <>
      <Menu
        opened={choices.length > 0}
        onChange={(open) => !open && setChoices([])}
        position="bottom-start"
        width={320}
      >
        <Menu.Target>
          <ScanInput
            ref={input}
            onScan={(code) => void onScan(code)}
            aria-label={m.common_scan_a_code()}
            // A box that may open a list of choices: a combobox, to assistive technology.
            role="combobox"
            placeholder={m.common_scan_a_code_f2()}
            size="xs"
            w={220}
            visibleFrom="md"
          />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{m.common_scan_several_matches()}</Menu.Label>
          {choices.map((match) => (
            <Menu.Item key={`${match.kind}:${match.id}`} onClick={() => navigate(scanTargetPath(match))}>
              {match.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={m.common_scan()}>
        <ActionIcon
          component={Link}
          to={SCAN_PATH}
          variant="default"
          size="md"
          aria-label={m.common_scan()}
          hiddenFrom="md"
        >
          <IconScan size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
