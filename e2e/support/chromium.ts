// How the browser tests start Debian's Chromium: no sandbox (root in CI), no GPU, and no
// background connections (the machine's network is closed).

export const CHROMIUM_EXECUTABLE = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
