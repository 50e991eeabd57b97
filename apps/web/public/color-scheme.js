/* global window, document */
// Sets the colour scheme the user chose (light, dark, or the system's) before the page paints, so a
// dark page never flashes white. Mantine keeps the choice under this key.
try {
  const chosen = window.localStorage.getItem('mantine-color-scheme-value');
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const scheme = chosen === 'light' || chosen === 'dark' ? chosen : prefersDark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // No storage: Mantine settles the scheme once it starts.
}
