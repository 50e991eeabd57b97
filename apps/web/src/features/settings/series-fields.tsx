import { Box, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DOCUMENT_SERIES_LIMITS } from '@godown/shared';
import { useId } from 'react';
import { m } from '../../paraglide/messages.js';
import {
  currentFinancialYear,
  seriesExamples,
  seriesProblemText,
  type RegistrationFormValues,
  type SeriesKey,
} from './registration-form';

const MONOSPACE = { fontFamily: 'var(--mantine-font-family-monospace)' } as const;

interface SeriesFieldsProps {
  form: UseFormReturnType<RegistrationFormValues>;
  seriesKey: SeriesKey;
  /** What the series numbers: "Invoices", "Credit notes", "Debit notes". */
  title: string;
}

/**
 * One document series: its prefix, whether the financial year follows it and its digits, with the
 * first and last number it makes this year as typed; a series GST would refuse (over 16 characters,
 * a bad start) says why under its prefix at once, and the form does not save it.
 */
export function SeriesFields({ form, seriesKey, title }: SeriesFieldsProps) {
  const titleId = useId();
  const problemId = useId();
  const values = form.values[seriesKey];
  const examples = seriesExamples(values, currentFinancialYear());
  const problem = seriesProblemText(values);
  const path = (field: string) => `${seriesKey}.${field}`;
  const prefix = form.getInputProps(path('prefix'));
  // The rule is said as the prefix is typed, not only when the form is sent; across the whole
  // series, as it is about all three fields (and too long for the prefix's narrow column).
  const prefixError = (prefix.error as string | undefined) ?? problem;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="fieldset"
      aria-labelledby={titleId}
      m={0}
      // A fieldset is as wide as its content by default: on a phone it would push past the screen.
      style={{ minWidth: 0 }}
    >
      <Stack gap="xs">
        <Text id={titleId} fw={600} size="sm">
          {title}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={m.settings_series_prefix()}
            maxLength={DOCUMENT_SERIES_LIMITS.prefixMax + 2}
            autoCapitalize="characters"
            spellCheck={false}
            // In error the border turns red; the prefix stays in the text colour, which reads at 4.5:1.
            styles={{ input: { ...MONOSPACE, color: 'var(--mantine-color-text)' } }}
            {...prefix}
            // Kept in capitals as typed, as the numbers print it.
            onChange={(event) => form.setFieldValue(path('prefix'), event.currentTarget.value.toUpperCase())}
            error={prefixError ? true : undefined}
            // The message stands under the whole series (Mantine sets aria-describedby itself).
            aria-errormessage={prefixError ? problemId : undefined}
          />
          <NumberInput
            label={m.settings_series_digits()}
            min={DOCUMENT_SERIES_LIMITS.digitsMin}
            max={DOCUMENT_SERIES_LIMITS.digitsMax}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(path('digits'))}
            onChange={(value) => {
              form.setFieldValue(path('digits'), value);
              // The length rule said under the prefix is about the digits too.
              form.clearFieldError(path('prefix'));
            }}
          />
          <Box pt={{ base: 0, xs: 28 }}>
            <Switch
              label={m.settings_series_with_year()}
              {...form.getInputProps(path('withYear'), { type: 'checkbox' })}
              onChange={(event) => {
                form.setFieldValue(path('withYear'), event.currentTarget.checked);
                form.clearFieldError(path('prefix'));
              }}
            />
          </Box>
        </SimpleGrid>
        {prefixError ? (
          // Said as it appears; in the red of light text on the page, which reads at 4.5:1
          // (Mantine's error red does not in the light scheme).
          <Text id={problemId} size="xs" c="var(--mantine-color-red-light-color)" role="alert">
            {prefixError}
          </Text>
        ) : null}
        {examples ? (
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {m.settings_series_example_label()}
            </Text>
            <Text size="xs" style={{ ...MONOSPACE, overflowWrap: 'anywhere' }}>
              {m.settings_series_examples({ first: examples.first, last: examples.last })}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
