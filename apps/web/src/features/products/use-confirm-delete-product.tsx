import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { TProduct } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { useDeleteProduct } from './products-api';

/**
 * Deleting a product (admin): a confirmation naming it, then `DELETE /products/{id}`. On success the
 * product and inventory queries have refreshed and `onDeleted` runs (the detail page goes back to
 * /products). A refusal (409, e.g. still placed in an inventory) says why after the screen's message.
 */
export function useConfirmDeleteProduct(onDeleted?: (product: TProduct) => void) {
  const remove = useDeleteProduct();
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = (product: TProduct) => {
    modals.openConfirmModal({
      title: 'Delete product',
      centered: true,
      children: (
        <Text size="sm">
          Are you sure you want to delete <strong>{product.productName}</strong>? This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setError(null);
        remove.mutate(product, {
          onSuccess: () => {
            notifications.show({ color: 'teal', title: 'Product deleted', message: product.productName });
            onDeleted?.(product);
          },
          onError: (cause) => setError(failureWithReason(cause, 'Failed to delete product')),
        });
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
