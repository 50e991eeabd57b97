import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureWithReason } from '../api/client';
import { confirmDelete } from './confirm-delete';

interface DeleteAndLeave {
  /** The record's name, in the dialog's title and the notice. */
  name: string;
  /** The dialog's question. */
  question: string;
  remove: () => Promise<unknown>;
  /** The notice's title once deleted, and the line shown when the server refuses. */
  deletedTitle: string;
  failedMessage: string;
  /** Where the page goes once the record is gone. */
  leaveTo: string;
}

/**
 * A record page's Delete: asks first, deletes, says so and goes to the list; a refusal is kept as
 * a line for the page to show (in the user's language, with the server's reason).
 */
export function useDeleteAndLeave(options: DeleteAndLeave): {
  askToDelete: () => void;
  deleteError: string | null;
} {
  const navigate = useNavigate();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const askToDelete = () =>
    confirmDelete({
      name: options.name,
      message: options.question,
      onConfirm: () => {
        setDeleteError(null);
        // Awaited rather than per-call callbacks, which are dropped if the page unmounts meanwhile.
        void options.remove().then(
          () => {
            notifications.show({ color: 'teal', title: options.deletedTitle, message: options.name });
            void navigate(options.leaveTo);
          },
          (error: unknown) => setDeleteError(failureWithReason(error, options.failedMessage)),
        );
      },
    });
  return { askToDelete, deleteError };
}
