import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { TProduct } from '@godown/shared';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { productKeys, useDeleteProduct } from './products-api';

/** "Failed to delete product", except a 409 (still placed in an inventory) says why. */
function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.message) return error.message;
  return 'Failed to delete product';
}

/**
 * Deleting a product (admin): a confirmation naming it, then `DELETE /products/{id}`. On success the
 * lists and categories refresh and `onDeleted` runs (the detail page goes back to /products).
 */
export function useConfirmDeleteProduct(onDeleted?: (product: TProduct) => void) {
  const queryClient = useQueryClient();
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
            // The deleted product's own page is stale now; a later visit asks again (and gets 404).
            void queryClient.invalidateQueries({
              queryKey: productKeys.detail(product._id),
              refetchType: 'none',
            });
            void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
            void queryClient.invalidateQueries({ queryKey: productKeys.categories() });
          },
          onError: (cause) => setError(deleteErrorMessage(cause)),
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
