import { Select, Stack, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { OptionSource, SearchOption } from '../api/options';
import { SEARCH_DEBOUNCE_MS } from '../lib/use-list-search';
import { m } from '../paraglide/messages.js';

type PassThroughProps = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'renderOption'
>;

interface SearchSelectProps extends PassThroughProps {
  /** Where the options come from (api/options.ts): their cache key and the server call. */
  source: OptionSource;
  value: string | null;
  onChange: (value: string | null, option: SearchOption | null) => void;
  /** The chosen option when the form opens with a value (e.g. editing), so its name shows at once. */
  initialOption?: SearchOption | null;
}

/**
 * A searchable Select whose options come from the server: the typed text is sent (debounced) and the
 * answer replaces the options, so it stays fast however many rows exist. The chosen option is kept
 * even when a later search no longer returns it.
 */
export function SearchSelect({
  source,
  value,
  onChange,
  initialOption = null,
  ...selectProps
}: SearchSelectProps) {
  const [search, setSearch] = useState(initialOption?.label ?? '');
  const [chosen, setChosen] = useState<SearchOption | null>(initialOption);
  // Once an option is chosen the input shows its name; opening the list again shows every option.
  const term = chosen && search === chosen.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);

  const options = useQuery({
    queryKey: [...source.queryKey, debounced],
    queryFn: ({ signal }) => source.fetchOptions(debounced, signal),
    placeholderData: (previous) => previous,
  });

  const byValue = useMemo(() => {
    const map = new Map<string, SearchOption>();
    if (chosen) map.set(chosen.value, chosen);
    for (const option of options.data ?? []) map.set(option.value, option);
    return map;
  }, [chosen, options.data]);

  const data = useMemo(() => {
    const list = [...(options.data ?? [])];
    if (chosen && value === chosen.value && !list.some((o) => o.value === chosen.value)) list.unshift(chosen);
    return list.map(({ value: v, label, disabled }) => ({ value: v, label, disabled }));
  }, [options.data, chosen, value]);

  return (
    <Select
      {...selectProps}
      searchable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered the options by the search text.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? m.common_searching() : m.common_nothing_found()}
      onChange={(next) => {
        const option = next === null ? null : (byValue.get(next) ?? null);
        setChosen(option);
        onChange(next, option);
      }}
      renderOption={({ option }) => {
        const description = byValue.get(option.value)?.description;
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {description ? (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
