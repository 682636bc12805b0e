import type { AdminDashboard, OrderStatus } from '@fixflow/contracts';

export interface ChartDay {
  date: string;
  total: number;
  byStatus: { status: OrderStatus; count: number }[];
}

/** Every one of the 30 days up to `today`, oldest first, with its orders (0 on a day without any). */
export function chartDays(dashboard: Pick<AdminDashboard, 'today' | 'orders_by_day'>, days = 30): ChartDay[] {
  const end = new Date(`${dashboard.today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(end);
    day.setUTCDate(day.getUTCDate() - (days - 1 - index));
    const date = day.toISOString().slice(0, 10);
    const byStatus = dashboard.orders_by_day.filter((row) => row.date === date).map(({ status, count }) => ({ status, count }));
    return { date, total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus };
  });
}

/** All Orders with its filters in the address, as a dashboard figure links to it. */
export function ordersPath(filters: { status?: string; vendor_id?: string; date_from?: string; date_to?: string }): string {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const query = params.toString();
  return query ? `/admin/orders?${query}` : '/admin/orders';
}
