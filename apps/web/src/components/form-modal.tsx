import { Modal, Stack, type MantineSize, type MantineSpacing } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { ErrorLine } from './error-line';
import { FormActions } from './form-actions';
import { StatusLine } from './status-line';

/** A phone's width: a form modal that asks for it fills the screen there. */
const PHONE_QUERY = '(max-width: 48em)';

/** The bold, larger title of the modals that fill a phone's screen. */
const STRONG_TITLE_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: MantineSize;
  /** Fills a phone's screen and shows a bold title: the modals with long forms. */
  isFullScreenOnPhone?: boolean;
  /**
   * The form (a component holding its own state, rendering a {@link ModalForm}). The modal unmounts
   * it once closed, so every opening starts from fresh values and without the last outcome.
   */
  children: ReactNode;
}

/** The frame of a form in a modal: the title, and the form that resets whenever the modal closes. */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  isFullScreenOnPhone = false,
  children,
}: FormModalProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  // The control that opened the form gets the focus back once it closes. Noted while rendering the
  // opening, before the dialog takes the focus (Mantine's own note is taken after, and misses a
  // form whose code loaded as it opened).
  const [wasOpened, setWasOpened] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      onExitTransitionEnd={() => {
        if (opener?.isConnected) opener.focus({ preventScroll: true });
      }}
      title={title}
      size={size}
      fullScreen={isFullScreenOnPhone ? isPhone : undefined}
      styles={isFullScreenOnPhone ? STRONG_TITLE_STYLES : undefined}
    >
      {children}
    </Modal>
  );
}

interface ModalFormProps {
  /** The form's submit handler, e.g. `form.onSubmit(save)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields, in order. */
  children: ReactNode;
  /** Space between the fields and lines. */
  gap?: MantineSpacing;
  /** Why nothing was sent (e.g. "No changes to update"); null when there is nothing to say. */
  notice?: string | null;
  /** Why the save failed; null while nothing failed. */
  error?: string | null;
  /** e.g. "Create Inventory" or "Save Changes". */
  submitLabel: string;
  /** Editing shows a save icon on the submit button; adding shows a plus. */
  isEditing?: boolean;
  /** An icon of the action itself (receive, ship), in place of the add or save one. */
  submitIcon?: ReactNode;
  isSaving: boolean;
  onCancel: () => void;
  /** Extra space above the buttons (a long form sets them apart from its last field). */
  actionsMt?: MantineSpacing;
}

/**
 * The form inside a {@link FormModal}: the fields, then the notice and the failure line, then Cancel
 * and submit. The browser's own validation is off: the fields show the form's messages instead.
 */
export function ModalForm({
  onSubmit,
  children,
  gap = 'sm',
  notice = null,
  error = null,
  submitLabel,
  isEditing = false,
  submitIcon,
  isSaving,
  onCancel,
  actionsMt,
}: ModalFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        {children}
        <StatusLine message={notice} tone="info" />
        <ErrorLine message={error} />
        <FormActions
          submitLabel={submitLabel}
          isEditing={isEditing}
          submitIcon={submitIcon}
          isSaving={isSaving}
          onCancel={onCancel}
          mt={actionsMt}
        />
      </Stack>
    </form>
  );
}
