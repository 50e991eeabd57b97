import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { m } from '../../paraglide/messages.js';
import { HeaderChoiceMenu, type HeaderChoice } from './header-choice-menu';

/**
 * The header's colour scheme switch: light, dark, or the system's (the default). Mantine remembers
 * the choice in this browser; index.html's inline script applies it before the first paint.
 */
export function ColorSchemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const choices: HeaderChoice<MantineColorScheme>[] = [
    { value: 'light', label: m.common_scheme_light(), icon: IconSun },
    { value: 'dark', label: m.common_scheme_dark(), icon: IconMoon },
    { value: 'auto', label: m.common_scheme_system(), icon: IconDeviceDesktop },
  ];
  const current = choices.find((choice) => choice.value === colorScheme) ?? choices[2]!;
  return (
    <HeaderChoiceMenu
      name={m.common_colour_scheme_current({ scheme: current.label })}
      title={m.common_colour_scheme()}
      icon={current.icon!}
      choices={choices}
      value={colorScheme}
      onChoose={setColorScheme}
    />
  );
}
