import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

const CHOICES: ReadonlyArray<{ value: MantineColorScheme; label: string; icon: typeof IconSun }> = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'System', icon: IconDeviceDesktop },
];

/**
 * The header's colour scheme switch: light, dark, or the system's (the default). Mantine remembers
 * the choice in this browser; `public/color-scheme.js` applies it before the first paint.
 */
export function ColorSchemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = CHOICES.find((choice) => choice.value === colorScheme) ?? CHOICES[2]!;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={`Colour scheme: ${current.label}`}>
          <current.icon size={18} stroke={1.7} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Colour scheme</Menu.Label>
        {CHOICES.map((choice) => (
          <Menu.Item
            key={choice.value}
            leftSection={<choice.icon size={16} aria-hidden />}
            rightSection={choice.value === colorScheme ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => setColorScheme(choice.value)}
            aria-current={choice.value === colorScheme ? 'true' : undefined}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
