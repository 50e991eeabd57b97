/** The units the screens write after weights, volumes, dimensions and temperatures. */
export const UNITS = {
  weight: 'kg',
  volume: 'm³',
  dimension: 'cm',
  temperature: '°C',
} as const;
