import { Button, Group, Select, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileImport, IconFilterOff, IconPackage, IconPlus } from '@tabler/icons-react';
import { formatNumber, IMPORT_ROLES, LIST_PAGE_SIZE, type TProduct } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { BulkBar, useRowSelection } from '../../components/table/row-selection';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { importPath } from '../../lib/paths';
import { hasRole } from '../../lib/roles';
import { hasAccess } from '../../lib/access';
import { useUser } from '../../lib/session';
import { useOpenFromAddress } from '../../lib/use-open-from-address';
import { sortParams, useListSearch } from '../../lib/use-list-search';
import { ProductBulkActions } from './product-bulk-actions';
import { ProductsTable } from './products-table';
import { useProductCategoriesQuery, useProductsQuery } from './products-api';
import { useConfirmDeleteProduct } from './use-confirm-delete-product';
import { m } from '../../paraglide/messages.js';
import { PageSearch } from '../../components/page-search';

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
  const mayCreate = hasAccess(user, 'createProducts');
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
    if (mayCreate) openForm();
  });

  const products = useProductsQuery({ search: appliedSearch, category, page, ...sortParams(sort) });
  const categories = useProductCategoriesQuery();
  const rows = products.data?.products ?? [];
  const total = products.data?.total ?? 0;
  // Past its bound a search's total is "more than": the pages list the newest matches first, and
  // a full page always has a next one to go to.
  const totalExact = products.data?.totalExact ?? true;
  const pagesTotal = totalExact
    ? total
    : Math.max(total, (page - 1) * LIST_PAGE_SIZE + rows.length + (rows.length === LIST_PAGE_SIZE ? 1 : 0));
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
        title={
          products.data
            ? (totalExact ? m.products_title_count : m.products_title_count_more)({
                count: formatNumber(total, 0),
              })
            : m.products_title()
        }
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
                {m.products_import()}
              </Button>
            ) : null}
            {mayCreate ? (
              <Button leftSection={<IconPlus size={18} />} onClick={openForm}>
                {m.products_add_product()}
              </Button>
            ) : null}
          </Group>
        }
      />

      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <PageSearch
            label={m.products_search()}
            placeholder={m.products_search_placeholder()}
            value={search}
            onSearch={setSearch}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label={m.products_category()}
            placeholder={m.products_all_categories()}
            data={categories.data ?? []}
            value={category}
            onChange={setCategory}
            clearable
            searchable
            nothingFoundMessage={m.products_no_such_category()}
            style={{ flex: '1 1 220px' }}
          />
        </Group>

        {totalExact ? null : (
          <Text size="sm" c="dimmed" data-testid="search-more-than">
            {m.products_search_more_than({ count: formatNumber(total, 0) })}
          </Text>
        )}

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
          loadingLabel={m.products_loading_products()}
          errors={[products.isError ? m.products_fetch_products_failed() : null, deletion.error]}
          isEmpty={total === 0}
          empty={
            isFiltered ? (
              <EmptyState
                title={appliedSearch ? m.products_none_match_search() : m.products_none_match_filter()}
                icon={<EmptyIcon />}
                message={describeFilter(appliedSearch, category)}
                action={
                  <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={clearFilters}>
                    {m.products_clear_filters()}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={m.products_none_yet()}
                icon={<EmptyIcon />}
                message={
                  mayCreate
                    ? m.products_add_first_hint()
                    : user
                      ? m.products_none_yet_hint()
                      : m.products_sign_in_to_add_first()
                }
                action={
                  user ? null : (
                    <Button component={Link} to="/login" variant="light">
                      {m.products_login()}
                    </Button>
                  )
                }
              />
            )
          }
          isStale={products.isPlaceholderData}
          pagination={{
            page,
            total: pagesTotal,
            onChange: setPage,
            moreThan: totalExact ? undefined : total,
          }}
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
  if (search && category) return m.products_nothing_matches_in_category({ search, category });
  if (search) return m.products_nothing_matches_search({ search });
  return m.products_none_in_category({ category: category ?? '' });
}
