import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { formatNumber, TEAM_ROLES, type TProduct } from '@godown/shared';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { ExportMenu } from '../../components/export-menu';
import type { RowSelection } from '../../components/table/row-selection';
import { productLabelsPath } from '../../lib/paths';
import { hasRole } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { useBulkDeleteProducts } from './products-api';

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
  const things = count === 1 ? 'product' : 'products';
  // Labels are printed by the company's people; a supplier exports.
  const mayPrint = hasRole(useUser(), TEAM_ROLES);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${formatNumber(count, 0)} ${things}`,
      centered: true,
      children: (
        <Text size="sm">
          {`Are you sure you want to delete ${selection.rows
            .slice(0, 3)
            .map((product) => product.productName)
            .join(
              ', ',
            )}${count > 3 ? ` and ${formatNumber(count - 3, 0)} more` : ''}? This cannot be undone.`}
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(selection.ids, {
          onSuccess: ({ deleted }) => {
            notifications.show({ color: 'teal', message: `${formatNumber(deleted, 0)} ${things} deleted` });
            selection.clear();
          },
          onError: (cause) =>
            notifications.show({
              color: 'red',
              title: 'Nothing was deleted',
              message: failureWithReason(cause, `Failed to delete ${things}`),
            }),
        }),
    });

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
          Print labels
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
          Delete
        </Button>
      ) : null}
    </>
  );
}
