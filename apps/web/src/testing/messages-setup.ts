// The web app loads its message catalogue before the first render (main.tsx); the unit tests do the
// same before each file, so a rule's key reads as its English in every test, whatever language the
// file before it left loaded (the files of a worker share their modules: vitest.config.ts).
import { loadServerTexts } from '../lib/localize';

await loadServerTexts();
