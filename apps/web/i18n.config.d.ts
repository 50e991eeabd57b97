import type { CompilerOptions } from '@inlang/paraglide-js';

/** The translation catalogue's compile options (i18n.config.js). */
export declare const i18nOptions: CompilerOptions;
