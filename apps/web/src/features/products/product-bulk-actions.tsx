import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { formatNumber, type TProduct } from '@godown/shared';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { ExportMenu } from '../../components/export-menu';
import type { RowSelection } from '../../components/table/row-selection';
import { productLabelsPath } from '../../lib/paths';
import { hasAccess } from '../../lib/access';
import { useUser } from '../../lib/session';
import { useBulkDeleteProducts } from './products-api';
import { m } from '../../paraglide/messages.js';

/** What can be done to the ticked products: export them, print their labels, and (admins) delete them. */
export function ProductBulkActions({
  selection,
  canDelete,
}: {
  selection: RowSelection<TProduct>;
  canDelete: boolean;
}) {
  const remove = useBulkDeleteProducts();
  const count = selection.ids.length;
  const isOne = count === 1;
  // Labels are printed by the company's people; a supplier exports.
  const mayPrint = hasAccess(useUser(), 'warehouse');

  const confirmDelete = () => {
    const names = selection.rows
      .slice(0, 3)
      .map((product) => product.productName)
      .join(', ');
    modals.openConfirmModal({
      title: (isOne ? m.products_delete_count_one : m.products_delete_count_other)({
        count: formatNumber(count, 0),
      }),
      centered: true,
      children: (
        <Text size="sm">
          {count > 3
            ? m.products_confirm_delete_list_more({ names, more: formatNumber(count - 3, 0) })
            : m.products_confirm_delete_list({ names })}
        </Text>
      ),
      labels: { confirm: m.products_delete(), cancel: m.products_cancel() },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(selection.ids, {
          onSuccess: ({ deleted }) => {
            notifications.show({
              color: 'teal',
              message: (isOne ? m.products_deleted_count_one : m.products_deleted_count_other)({
                count: formatNumber(deleted, 0),
              }),
            });
            selection.clear();
          },
          onError: (cause) =>
            notifications.show({
              color: 'red',
              title: m.products_nothing_deleted(),
              message: failureWithReason(
                cause,
                isOne ? m.products_delete_product_failed() : m.products_delete_products_failed(),
              ),
            }),
        }),
    });
  };

  return (
    <>
      <ExportMenu kind="products" filters={{ ids: selection.ids.join(',') }} size="xs" />
      {mayPrint ? (
        <Button
          component={Link}
          to={productLabelsPath(selection.ids)}
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          {m.products_print_labels()}
        </Button>
      ) : null}
      {canDelete ? (
        <Button
          color="red"
          variant="light"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={confirmDelete}
        >
          {m.products_delete()}
        </Button>
      ) : null}
    </>
  );
}
