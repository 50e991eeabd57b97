import { Button, Group, Select, Stack, TextInput, ThemeIcon } from '@mantine/core';
import { IconFileImport, IconFilterOff, IconPackage, IconPlus, IconSearch } from '@tabler/icons-react';
import { formatNumber, IMPORT_ROLES, type TProduct } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { BulkBar, useRowSelection } from '../../components/table/row-selection';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { importPath } from '../../lib/paths';
import { hasRole } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { useOpenFromAddress } from '../../lib/use-open-from-address';
import { sortParams, useListSearch } from '../../lib/use-list-search';
import { ProductBulkActions } from './product-bulk-actions';
import { ProductsTable } from './products-table';
import { useProductCategoriesQuery, useProductsQuery } from './products-api';
import { useConfirmDeleteProduct } from './use-confirm-delete-product';

/**
 * The Add Product form (its schemas, number inputs and date picker) loads when first opened: the list
 * is what a visit to /products needs first.
 */
const ProductFormModal = lazy(async () => ({
  default: (await import('./product-form-modal')).ProductFormModal,
}));

/** `/products`: the product table, searched, filtered and paged on the server. */
export function ProductsPage() {
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  // The search, category, sort and page live in the address: a link or a reload shows the same view.
  const view = useListSearch({ sortable: 'products', filters: ['category'] });
  const { search, setSearch, appliedSearch, page, setPage, afterDelete, sort } = view;
  const category = view.filters.category;
  const setCategory = (value: string | null) => view.setFilter('category', value);
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  const openForm = () => {
    setHasOpenedForm(true);
    setFormOpen(true);
  };
  // The palette's "New product" opens the form here (`?new=1`).
  useOpenFromAddress(() => {
    if (user) openForm();
  });

  const products = useProductsQuery({ search: appliedSearch, category, page, ...sortParams(sort) });
  const categories = useProductCategoriesQuery();
  const rows = products.data?.products ?? [];
  const total = products.data?.total ?? 0;
  const selection = useRowSelection<TProduct>(
    (product) => product._id,
    `${appliedSearch}\u0000${category ?? ''}\u0000${sort.sort}:${sort.order}`,
  );

  const deletion = useConfirmDeleteProduct(() => afterDelete(rows.length));

  const isFiltered = appliedSearch !== '' || category !== null;
  const clearFilters = view.clearFilters;

  return (
    <>
      <PageHeader
        title={products.data ? `Products (${formatNumber(total, 0)})` : 'Products'}
        actions={
          <Group gap="sm">
            <ExportMenu kind="products" filters={{ search: appliedSearch, category, ...sortParams(sort) }} />
            {hasRole(user, IMPORT_ROLES.products) ? (
              <Button
                component={Link}
                to={importPath('products')}
                variant="default"
                leftSection={<IconFileImport size={18} />}
              >
                Import
              </Button>
            ) : null}
            {user ? (
              <Button leftSection={<IconPlus size={18} />} onClick={openForm}>
                Add Product
              </Button>
            ) : null}
          </Group>
        }
      />

      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, description or SKU"
            data-page-search

            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={categories.data ?? []}
            value={category}
            onChange={setCategory}
            clearable
            searchable
            nothingFoundMessage="No such category"
            style={{ flex: '1 1 220px' }}
          />
        </Group>

        <BulkBar count={selection.ids.length} onClear={selection.clear}>
          <ProductBulkActions selection={selection} canDelete={isAdmin} />
        </BulkBar>

        <ProductsTable
          sort={sort}
          selection={user ? selection : undefined}
          products={products.data?.products}
          canDelete={isAdmin}
          deletingId={deletion.deletingId}
          onDelete={deletion.confirmDelete}
          isLoading={products.isPending}
          loadingLabel="Loading products..."
          errors={[products.isError ? 'Failed to fetch products' : null, deletion.error]}
          isEmpty={total === 0}
          empty={
            isFiltered ? (
              <EmptyState
                title={appliedSearch ? 'No products match your search' : 'No products match your filter'}
                icon={<EmptyIcon />}
                message={describeFilter(appliedSearch, category)}
                action={
                  <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={clearFilters}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title="No products yet"
                icon={<EmptyIcon />}
                message={
                  user
                    ? 'Add your first product with the Add Product button.'
                    : 'Sign in to add the first product.'
                }
                action={
                  user ? null : (
                    <Button component={Link} to="/login" variant="light">
                      Login
                    </Button>
                  )
                }
              />
            )
          }
          isStale={products.isPlaceholderData}
          pagination={{ page, total, onChange: setPage }}
        />
      </Stack>

      {hasOpenedForm ? (
        <Suspense fallback={null}>
          <ProductFormModal opened={isFormOpen} onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function EmptyIcon() {
  return (
    <ThemeIcon variant="light" size={48} radius="xl">
      <IconPackage size={26} />
    </ThemeIcon>
  );
}

function describeFilter(search: string, category: string | null): string {
  if (search && category) return `Nothing matches “${search}” in the category ${category}.`;
  if (search) return `Nothing matches “${search}” in name, description or SKU.`;
  return `There are no products in the category ${category ?? ''}.`;
}
