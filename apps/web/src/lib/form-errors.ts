import type { FormEvent } from 'react';
import { localizeText } from './localize';

/** The part of a zod schema this helper needs, so the web app does not depend on zod itself. */
interface SafeParser {
  safeParse(data: unknown):
    | { success: true; error?: undefined }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

/**
 * Runs a shared zod schema over a request body and returns Mantine form errors keyed by field
 * path, first issue per field, so the forms show the same words as the server (`USER_MESSAGES`), in
 * the current language.
 */
export function schemaErrors(schema: SafeParser, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= localizeText(issue.message);
  }
  return errors;
}

/**
 * The validation-failure handler of `form.onSubmit` for a long form in a scrolling modal: brings the
 * first field in error into view (once the errors have rendered), so the visitor sees what to fix.
 */
export function scrollToFirstError(
  _errors: unknown,
  _values: unknown,
  event?: FormEvent<HTMLFormElement>,
): void {
  const formElement = event?.currentTarget;
  if (!formElement) return;
  window.requestAnimationFrame(() =>
    formElement.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' }),
  );
}
