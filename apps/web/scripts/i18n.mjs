// Compiles the translation catalogue (messages/<area>/<locale>.json) into src/paraglide.
import { compile } from '@inlang/paraglide-js';
import { i18nOptions } from '../i18n.config.js';

await compile(i18nOptions);
