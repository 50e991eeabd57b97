import { createTheme, Modal, type CSSVariablesResolver } from '@mantine/core';
import { m } from '../paraglide/messages.js';

/**
 * Mantine's default theme with the brand colour, in shades dark enough that white text on a filled
 * button, coloured text on a light one and a link on the page all reach WCAG AA contrast (4.5:1) in
 * both colour schemes.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // The × of every dialog has a name a screen reader can say.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': m.common_close() } } }),
    // A select's list is built when it opens, not kept (hidden) beside every select: a kept one is
    // positioned as the page appears and again on every scroll and resize, work a phone's CPU feels
    // on a list page with filters. (A plain object: `Combobox.extend` would bring the select's code
    // into the first file.)
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Dimmed text (hints, labels of figures, secondary lines) darker in the light scheme and lighter in
 * the dark one than Mantine's own, so it too reads at 4.5:1 on the page and on cards.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    ...filledHover(Object.keys(current.colors)),
    ...lightSchemeContrast(Object.keys(current.colors)),
  },
  dark: { '--mantine-color-dimmed': current.colors.dark[1], ...filledHover(Object.keys(current.colors)) },
});

/**
 * A filled button under the pointer goes darker than its shade 9, never lighter: Mantine's own hover
 * of the darkest shade is shade 8, under which white text falls below 4.5:1 (teal: about 3.9:1).
 */
function filledHover(colors: string[]): Record<string, string> {
  return Object.fromEntries(
    colors
      .filter((color) => color !== 'dark' && !BRIGHT_COLORS.has(color))
      .map((color) => [
        `--mantine-color-${color}-filled-hover`,
        `color-mix(in srgb, var(--mantine-color-${color}-9) 85%, black)`,
      ]),
  );
}

/** The colours whose darkest shade is still too light under white text: filled, they go darker. */
const BRIGHT_COLORS = new Set(['orange', 'yellow', 'lime', 'green']);

/**
 * In the light scheme, a light badge or button (a tinted background with coloured text) gets the
 * palette's palest tint and text darker than its darkest shade, and the bright colours' filled
 * backgrounds darken, so each reads at 4.5:1. The dark scheme's own pairs already do.
 */
function lightSchemeContrast(colors: string[]): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const color of colors) {
    if (color === 'dark') continue;
    variables[`--mantine-color-${color}-light`] = `var(--mantine-color-${color}-0)`;
    variables[`--mantine-color-${color}-light-hover`] = `var(--mantine-color-${color}-1)`;
    variables[`--mantine-color-${color}-light-color`] =
      `color-mix(in srgb, var(--mantine-color-${color}-9) 72%, black)`;
    variables[`--mantine-color-${color}-outline`] =
      `color-mix(in srgb, var(--mantine-color-${color}-9) 72%, black)`;
    if (BRIGHT_COLORS.has(color)) {
      const darker = `color-mix(in srgb, var(--mantine-color-${color}-9) 78%, black)`;
      variables[`--mantine-color-${color}-filled`] = darker;
      variables[`--mantine-color-${color}-filled-hover`] =
        `color-mix(in srgb, var(--mantine-color-${color}-9) 68%, black)`;
    }
  }
  return variables;
}
