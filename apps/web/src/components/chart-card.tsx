import { Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorLine } from './error-line';
import { LoadingLine } from './loading-line';
import { m } from '../paraglide/messages.js';

interface ChartCardProps {
  title: string;
  /** One line on what the chart shows and how it is counted. */
  description?: string;
  /** The chart's figures in words, for a screen reader (the drawing itself is hidden from it). */
  summary: string | null;
  isLoading?: boolean;
  error?: string | null;
  /** Nothing to draw: what the card says instead. */
  empty?: string | null;
  children: ReactNode;
}

/**
 * A chart in a card: a heading, a line on what it shows, then the chart, or its loading line, its
 * failure or why it is empty. A screen reader hears the heading and the summary in words.
 */
export function ChartCard({
  title,
  description,
  summary,
  isLoading,
  error,
  empty,
  children,
}: ChartCardProps) {
  let body: ReactNode = children;
  if (isLoading) body = <LoadingLine label={m.common_loading_title({ title: title.toLowerCase() })} />;
  else if (error) body = <ErrorLine message={error} />;
  else if (empty)
    body = (
      <Text size="sm" c="dimmed" py="xl" ta="center">
        {empty}
      </Text>
    );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {summary && !isLoading && !error && !empty ? (
          <VisuallyHidden component="p">{summary}</VisuallyHidden>
        ) : null}
        {body}
      </Stack>
    </Paper>
  );
}
