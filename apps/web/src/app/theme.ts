import { createTheme } from '@mantine/core';

/** Mantine's default theme with the brand colour. */
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
});
