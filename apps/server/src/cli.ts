/**
 * Ends a command-line program (the server, backup, restore) on an error. Problems that are the
 * user's to fix (bad configuration, a data directory in use, a bad backup file: the `userErrors`
 * types) print their message alone, without a stack trace; anything else prints in full.
 */
export function exitWithError(
  error: unknown,
  ...userErrors: (abstract new (...args: never[]) => Error)[]
): never {
  const expected =
    userErrors.some((type) => error instanceof type) ||
    (error instanceof Error && error.message.startsWith('Invalid configuration'));
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
