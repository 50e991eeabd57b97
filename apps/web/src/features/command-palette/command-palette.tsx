import { Badge, Group, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import {
  IconBell,
  IconBuildingWarehouse,
  IconCashRegister,
  IconClipboardList,
  IconFileInvoice,
  IconListCheck,
  IconPackage,
  IconPlus,
  IconReceiptRupee,
  IconReceiptTax,
  IconScan,
  IconSearch,
  IconTruckDelivery,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { navGroupLabel, visibleNavItems } from '../../components/layouts/nav-items';
import { hasAccess } from '../../lib/access';
import { BUYER_ROLES, DRIVER_ROLES, hasRole, SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import {
  COUNTER_SALE_PATH,
  COUNTS_PATH,
  NEW_INVOICE_PATH,
  SALES_ORDERS_PATH,
  SCAN_PATH,
} from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { HIT_GROUPS, usePaletteSearch, type PaletteHit } from './palette-search';

/** How long typing must pause before the palette asks the server. */
const PALETTE_DEBOUNCE_MS = 200;

const [store, palette] = createSpotlight();

/** True when the palette's list has a row marked as chosen (its own markings, in the page). */
function hasMarkedRow(): boolean {
  const { listId } = store.getState();
  return listId !== '' && Boolean(document.getElementById(listId)?.querySelector('[data-selected]'));
}

const HIT_ICONS: Readonly<Record<PaletteHit['kind'], Icon>> = {
  code: IconScan,
  product: IconPackage,
  inventory: IconBuildingWarehouse,
  transport: IconTruckDelivery,
  purchaseOrder: IconFileInvoice,
  user: IconUser,
};

/** Something the palette does rather than finds: create, sell at the counter, scan, start a count. */
interface PaletteAction {
  id: string;
  label: string;
  to: string;
  icon: Icon;
  keywords: string;
}

/** The actions `user` may take, each opening the screen where it is done. */
function actionsFor(user: ReturnType<typeof useUser>): PaletteAction[] {
  if (!user) return [];
  const actions: PaletteAction[] = [];
  if (hasAccess(user, 'createProducts')) {
    actions.push({
      id: 'new-product',
      label: m.palette_new_product(),
      to: '/products?new=1',
      icon: IconPlus,
      keywords: m.palette_new_product_keywords(),
    });
  }
  if (!hasRole(user, DRIVER_ROLES)) {
    actions.push(
      {
        id: 'new-transport',
        label: m.palette_new_transport(),
        to: '/transportation?new=1',
        icon: IconTruckDelivery,
        keywords: m.palette_new_transport_keywords(),
      },
      {
        id: 'new-order',
        label: m.palette_new_order(),
        to: '/orders?new=1',
        icon: IconClipboardList,
        keywords: m.palette_new_order_keywords(),
      },
    );
  }
  if (hasRole(user, BUYER_ROLES)) {
    actions.push({
      id: 'new-po',
      label: m.palette_new_purchase_order(),
      to: '/purchase-orders?new=1',
      icon: IconFileInvoice,
      keywords: m.palette_new_purchase_order_keywords(),
    });
  }
  if (hasRole(user, SELLER_ROLES)) {
    actions.push(
      {
        id: 'new-so',
        label: m.palette_new_sales_order(),
        to: `${SALES_ORDERS_PATH}?new=1`,
        icon: IconReceiptRupee,
        keywords: m.palette_new_sales_order_keywords(),
      },
      {
        id: 'new-invoice',
        label: m.palette_new_invoice(),
        to: NEW_INVOICE_PATH,
        icon: IconReceiptTax,
        keywords: m.palette_new_invoice_keywords(),
      },
      {
        id: 'counter-sale',
        label: m.palette_counter_sale(),
        to: COUNTER_SALE_PATH,
        icon: IconCashRegister,
        keywords: m.palette_counter_sale_keywords(),
      },
    );
  }
  if (hasAccess(user, 'alerts')) {
    actions.push({
      id: 'trigger-alert',
      label: m.palette_trigger_alert(),
      to: '/alerts?new=1',
      icon: IconBell,
      keywords: m.palette_trigger_alert_keywords(),
    });
  }
  if (hasAccess(user, 'warehouse')) {
    actions.push(
      {
        id: 'scan',
        label: m.palette_scan(),
        to: SCAN_PATH,
        icon: IconScan,
        keywords: m.palette_scan_keywords(),
      },
      {
        id: 'start-count',
        label: m.palette_start_count(),
        to: `${COUNTS_PATH}?new=1`,
        icon: IconListCheck,
        keywords: m.palette_start_count_keywords(),
      },
    );
  }
  return actions;
}

/** True when `query`'s every word is in `text` (the actions' and pages' own filter). */
function matches(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * The command palette (Ctrl/Cmd+K): finds products (name, SKU, barcode), inventories, transports
 * (package id), purchase orders and users on the server as the user types, and offers the actions
 * and pages the user may use. Arrow keys move, Enter opens, Escape closes.
 */
export function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const user = useUser();
  const [query, setQuery] = useState('');
  const [term] = useDebouncedValue(query.trim(), PALETTE_DEBOUNCE_MS);
  const search = usePaletteSearch(term, user);

  // The app's store says whether it is open; the palette's own store follows it.
  useEffect(() => {
    if (opened) palette.open();
    else palette.close();
  }, [opened]);

  // Closed, it forgets what was typed: the next Ctrl+K starts empty.
  const close = () => {
    setQuery('');
    onClose();
  };
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  const trimmed = query.trim();
  const actions = actionsFor(user).filter((action) => matches(`${action.label} ${action.keywords}`, trimmed));
  const pageWords = m.palette_page_keywords();
  // Every screen of the navigation the user may open, found by its name or its business area's.
  const pages = visibleNavItems(user).filter((item) =>
    matches(`${item.label} ${navGroupLabel(item) ?? ''} ${pageWords}`, trimmed),
  );
  const hits = term === trimmed ? (search.data ?? []) : [];
  const isSearching = trimmed !== '' && (term !== trimmed || search.isFetching);

  const groups = HIT_GROUPS.map((group) => ({
    ...group,
    hits: hits.filter((hit) => hit.kind === group.kind),
  })).filter((group) => group.hits.length > 0);
  // Enter with nothing chosen by the arrows opens the first thing listed: an action the words name,
  // else the first thing found, else a page.
  const first = actions[0]?.to ?? groups[0]?.hits[0]?.to ?? pages[0]?.to;

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={close}
      // `close` forgets the query itself. Spotlight's own clearing waits for the closing transition
      // to end, and so would wipe what is typed into a palette opened again within it.
      clearQueryOnClose={false}
      scrollable
      maxHeight={480}
      size="lg"
    >
      <Spotlight.Search
        placeholder={m.palette_search_placeholder()}
        leftSection={<IconSearch size={18} stroke={1.6} aria-hidden />}
        rightSection={isSearching ? <Loader size="xs" /> : null}
        aria-label={m.palette_search_godown()}
        onKeyDown={(event) => {
          // The list marks its chosen row in the page itself (arrows, or the first row after each
          // key typed), and Enter opens that row. Asked of the page, not of the store: a row drawn
          // again after the choice, or a choice the screen has not caught up with, is not marked,
          // and then the palette opens the first thing listed itself.
          if (event.key !== 'Enter' || !first || trimmed === '' || hasMarkedRow()) return;
          event.preventDefault();
          go(first);
        }}
      />
      <Spotlight.ActionsList aria-label={m.palette_results()}>
        {actions.length > 0 ? (
          <Spotlight.ActionsGroup label={m.palette_actions()}>
            {actions.map((action) => (
              <Spotlight.Action
                key={action.id}
                label={action.label}
                leftSection={<action.icon size={20} stroke={1.5} aria-hidden />}
                onClick={() => go(action.to)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.kind} label={group.heading()}>
            {group.hits.map((hit) => {
              const HitIcon = HIT_ICONS[hit.kind];
              return (
                <Spotlight.Action
                  key={`${hit.kind}:${hit.id}`}
                  label={hit.label}
                  description={hit.description ?? undefined}
                  leftSection={<HitIcon size={20} stroke={1.5} aria-hidden />}
                  onClick={() => go(hit.to)}
                  highlightQuery
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {pages.length > 0 ? (
          <Spotlight.ActionsGroup label={m.palette_go_to()}>
            {pages.map((item) => (
              <Spotlight.Action
                key={item.to}
                label={item.label}
                leftSection={<item.icon size={20} stroke={1.5} aria-hidden />}
                rightSection={
                  <Badge variant="default" size="sm">
                    {m.palette_page()}
                  </Badge>
                }
                onClick={() => go(item.to)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {groups.length === 0 && actions.length === 0 && pages.length === 0 ? (
          <Spotlight.Empty>
            {isSearching ? m.palette_searching() : m.palette_nothing_found({ query: trimmed })}
          </Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
      <Group
        justify="space-between"
        px="md"
        py="xs"
        gap="md"
        wrap="nowrap"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text size="xs" c="dimmed">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd>
          {m.palette_hint_to_move()}
          <Kbd size="xs">Enter</Kbd>
          {m.palette_hint_to_open()} <Kbd size="xs">Esc</Kbd>
          {m.palette_hint_to_close()}
        </Text>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">?</Kbd>
          {m.palette_hint_all_shortcuts()}
        </Text>
      </Group>
    </Spotlight.Root>
  );
}
