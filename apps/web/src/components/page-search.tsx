import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface PageSearchProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  /** The text as typed (the list debounces it before it asks the server). */
  onSearch: (value: string) => void;
}

/**
 * A page's search box, with the search icon. The `/` shortcut focuses it (app/shortcuts.tsx finds
 * the page's box by its `data-page-search` mark).
 */
export function PageSearch({ value, onSearch, ...props }: PageSearchProps) {
  return (
    <TextInput
      data-page-search
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      {...props}
    />
  );
}
