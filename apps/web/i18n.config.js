// The translation catalogue's compile options, shared by the Vite build and `npm run i18n`
// (which type-checking, linting and the unit tests run first). The texts live in
// messages/<area>/<locale>.json; Paraglide turns each into a typed function in src/paraglide.
/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const i18nOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // The language the user chose in the header, else English (India).
  strategy: ['localStorage', 'baseLocale'],
  localStorageKey: 'godown-locale',
  emitTsDeclarations: true,
};
