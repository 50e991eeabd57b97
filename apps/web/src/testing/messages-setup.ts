// The web app loads its message catalogue before the first render (main.tsx); the unit tests do the
// same, so a rule's key reads as its English in every test.
import { loadServerTexts } from '../lib/localize';

await loadServerTexts();
