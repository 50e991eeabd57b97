import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconTruckLoading } from '@tabler/icons-react';
import { LinkedStat } from './linked-stat';
import { SALES_ORDERS_PATH } from '../lib/paths';
import { m } from '../paraglide/messages.js';
import { useSalesFiguresQuery } from '../api/sales-figures';

/**
 * The dashboard's selling row (admins and staff): open orders to ship today, waiting for stock, and
 * late; each opens the sales orders it counts.
 */
export function SalesFigures() {
  const figures = useSalesFiguresQuery();
  const { dueToday, backordered, late } = figures.data ?? { dueToday: 0, backordered: 0, late: 0 };
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <LinkedStat
        to={`${SALES_ORDERS_PATH}?due=today`}
        label={m.fulfilment_to_ship_today()}
        value={dueToday}
        icon={<IconTruckLoading size={20} />}
        color="teal"
      />
      <LinkedStat
        to={`${SALES_ORDERS_PATH}?backordered=true`}
        label={m.fulfilment_backorders()}
        value={backordered}
        icon={<IconClockHour4 size={20} />}
        color={backordered > 0 ? 'orange' : 'gray'}
      />
      <LinkedStat
        to={`${SALES_ORDERS_PATH}?due=late`}
        label={m.fulfilment_late_orders()}
        value={late}
        icon={<IconAlertTriangle size={20} />}
        color={late > 0 ? 'red' : 'gray'}
      />
    </SimpleGrid>
  );
}
