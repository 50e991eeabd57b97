import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { TProduct } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { useDeleteProduct } from './products-api';
import { m } from '../../paraglide/messages.js';

/** Marks where the product's name goes in the confirmation, so it can be set in bold. */
const NAME_MARK = '\u0000';

/**
 * Deleting a product (admin): a confirmation naming it, then `DELETE /products/{id}`. On success the
 * product and inventory queries have refreshed and `onDeleted` runs (the detail page goes back to
 * /products). A refusal (409, e.g. still placed in an inventory) says why after the screen's message.
 */
export function useConfirmDeleteProduct(onDeleted?: (product: TProduct) => void) {
  const remove = useDeleteProduct();
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = (product: TProduct) => {
    // The sentence around the name, in the order the language puts them.
    const [before, after] = m.products_confirm_delete_named({ name: NAME_MARK }).split(NAME_MARK);
    modals.openConfirmModal({
      title: m.products_delete_product(),
      centered: true,
      children: (
        <Text size="sm">
          {before}
          <strong>{product.productName}</strong>
          {after}
        </Text>
      ),
      labels: { confirm: m.products_delete(), cancel: m.products_cancel() },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setError(null);
        // Awaited rather than per-call callbacks: those are dropped when the calling screen unmounts,
        // and the product's page does unmount here (the live update refetches it: not found).
        void remove.mutateAsync(product).then(
          () => {
            notifications.show({
              color: 'teal',
              title: m.products_product_deleted(),
              message: product.productName,
            });
            onDeleted?.(product);
          },
          (cause: unknown) => setError(failureWithReason(cause, m.products_delete_product_failed())),
        );
      },
    });
  };

  return {
    confirmDelete,
    error,
    /** The id of the product being deleted right now, if any. */
    deletingId: remove.isPending ? remove.variables._id : null,
  };
}
