import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, type Icon } from '@tabler/icons-react';

/** One thing a header menu offers. */
export interface HeaderChoice<T extends string> {
  value: T;
  label: string;
  icon?: Icon;
  /** The language the label is written in, when not the page's (a language's own name). */
  lang?: string;
}

interface HeaderChoiceMenuProps<T extends string> {
  /** The button's name for a screen reader, with the current choice: "Colour scheme: Dark". */
  name: string;
  /** The menu's heading. */
  title: string;
  /** The button's icon. */
  icon: Icon;
  choices: readonly HeaderChoice<T>[];
  value: T;
  onChoose: (value: T) => void;
}

/** An icon button in the header opening a menu of choices, the current one ticked (colours, language). */
export function HeaderChoiceMenu<T extends string>({
  name,
  title,
  icon: ButtonIcon,
  choices,
  value,
  onChoose,
}: HeaderChoiceMenuProps<T>) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={name}>
          <ButtonIcon size={18} stroke={1.7} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{title}</Menu.Label>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.value}
            lang={choice.lang}
            leftSection={choice.icon ? <choice.icon size={16} aria-hidden /> : null}
            rightSection={choice.value === value ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => onChoose(choice.value)}
            aria-current={choice.value === value ? 'true' : undefined}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
