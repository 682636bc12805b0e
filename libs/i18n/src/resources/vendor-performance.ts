import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';

/** The link to the page, on the roster and each technician's page: in the remote's entry. */
export const performanceLinkEn = { performanceLink: 'Performance' } as const;
export const performanceLinkRu: SameKeys<typeof performanceLinkEn> = { performanceLink: 'Показатели' };

/**
 * /technicians/performance (issue 14): the vendor's scorecard of its technicians. Added to the
 * vendor namespace by the page's own chunk (addVendorPerformanceWords), so no dashboard's first
 * load carries them.
 */
export const vendorPerformanceEn = {
  performance: {
    title: 'Technician performance',
    subtitle: 'Each technician’s figures over the period beside your company’s par. Click a figure to see the orders behind it.',
    back: 'All technicians',
    presets: { d30: '30 days', d90: '90 days', custom: 'Custom' },
    periodLabel: 'Period',
    from: 'From',
    to: 'To',
    show: 'Show',
    rangeInvalid: 'Pick a start on or before the end, at most {{max}} days apart.',
    period: '{{start}} – {{end}}',
    computedAt: 'Figures as of {{date}}',
    loadFailed: 'The performance figures could not be loaded',
    par: 'Company par',
    parShort: 'par {{value}}',
    fewer: 'Fewer than {{min}} orders: too few to judge by',
    ratingCount: 'rated: {{count}}',
    columns: {
      technician: 'Technician',
      completed: 'Completed',
      cancelled: 'Cancelled',
      completion_rate: 'Completion',
      recall_rate: 'Recalls',
      confirmed_recall_rate: 'Confirmed recalls',
      first_visit_rate: 'First visit',
      on_time_rate: 'On time',
      average_ticket: 'Average ticket',
      revenue: 'Revenue',
      earnings: 'Earnings',
      rating: 'Rating',
    },
    help: {
      completion_rate: 'Completed ÷ assigned, customer-side cancellations left out',
      recall_rate: 'Recalls charged ÷ completed, including those marked “not a recall”',
      confirmed_recall_rate: 'Recalls charged ÷ completed, less those marked “not a recall”',
      first_visit_rate: 'Completed on one visit with no recall ÷ completed',
      on_time_rate: 'Arrivals within the time window ÷ arrivals',
      average_ticket: 'Total less tax, tips left out, over completed orders that are not recalls',
      earnings: 'The technician’s share plus tips',
    },
    emptyRosterTitle: 'No technicians on your roster',
    emptyRosterText: 'Invite technicians on the Technicians page; their figures show up here.',
    toTechnicians: 'Technicians',
    emptyPeriodTitle: 'No orders in this period',
    emptyPeriodText: 'Pick a longer period to see figures.',
    charts: {
      title: 'Charts',
      weeklyCompleted: 'Completed per week',
      weeklyRevenue: 'Revenue per week',
      recallRate: 'Recall rate per technician',
      parLine: 'Company par {{value}}',
      noRecalls: 'No completed orders to measure recalls by.',
    },
    drill: {
      title: '{{metric}}: {{name}}',
      metrics: {
        assigned: 'Assigned orders',
        completed: 'Completed orders',
        cancelled: 'Cancelled orders',
        recalls: 'Completions recalled',
        first_visit_missed: 'Not done on the first visit',
        late: 'Late arrivals',
        rated: 'Rated orders',
      },
      empty: 'No orders behind this figure',
      loadFailed: 'The orders could not be loaded',
      invoice: 'Invoice',
      date: 'Service date',
      customer: 'Customer',
      status: 'Status',
      total: 'Total',
      rating: 'Rating',
      recalledBy: 'Recalled by {{invoice}}',
      dismissed: 'marked “not a recall”',
      arrived: 'Arrived {{time}}',
    },
  },
} as const;

export const vendorPerformanceRu: SameKeys<typeof vendorPerformanceEn> = {
  performance: {
    title: 'Показатели мастеров',
    subtitle: 'Показатели каждого мастера за период рядом с уровнем компании. Нажмите на цифру, чтобы увидеть заказы за ней.',
    back: 'Все мастера',
    presets: { d30: '30 дней', d90: '90 дней', custom: 'Свой период' },
    periodLabel: 'Период',
    from: 'С',
    to: 'По',
    show: 'Показать',
    rangeInvalid: 'Начало должно быть не позже конца, не более {{max}} дней.',
    period: '{{start}} – {{end}}',
    computedAt: 'Данные на {{date}}',
    loadFailed: 'Не удалось загрузить показатели',
    par: 'Уровень компании',
    parShort: 'компания {{value}}',
    fewer: 'Меньше {{min}} заказов: слишком мало, чтобы судить',
    ratingCount: 'оценок: {{count}}',
    columns: {
      technician: 'Мастер',
      completed: 'Выполнено',
      cancelled: 'Отменено',
      completion_rate: 'Выполнение',
      recall_rate: 'Повторные вызовы',
      confirmed_recall_rate: 'Подтверждённые повторы',
      first_visit_rate: 'С первого визита',
      on_time_rate: 'Вовремя',
      average_ticket: 'Средний чек',
      revenue: 'Выручка',
      earnings: 'Заработок',
      rating: 'Оценка',
    },
    help: {
      completion_rate: 'Выполнено ÷ назначено, без отмен по стороне клиента',
      recall_rate: 'Повторные вызовы ÷ выполнено, включая отмеченные «не повторный вызов»',
      confirmed_recall_rate: 'Повторные вызовы ÷ выполнено, без отмеченных «не повторный вызов»',
      first_visit_rate: 'Выполнено за один визит без повторного вызова ÷ выполнено',
      on_time_rate: 'Приезды в пределах окна ÷ приезды',
      average_ticket: 'Сумма без налога и чаевых по выполненным заказам, не являющимся повторными вызовами',
      earnings: 'Доля мастера плюс чаевые',
    },
    emptyRosterTitle: 'В вашем списке нет мастеров',
    emptyRosterText: 'Пригласите мастеров на странице «Мастера» — их показатели появятся здесь.',
    toTechnicians: 'Мастера',
    emptyPeriodTitle: 'За этот период заказов нет',
    emptyPeriodText: 'Выберите период подлиннее, чтобы увидеть показатели.',
    charts: {
      title: 'Графики',
      weeklyCompleted: 'Выполнено по неделям',
      weeklyRevenue: 'Выручка по неделям',
      recallRate: 'Доля повторных вызовов по мастерам',
      parLine: 'Уровень компании {{value}}',
      noRecalls: 'Нет выполненных заказов, по которым считать повторные вызовы.',
    },
    drill: {
      title: '{{metric}}: {{name}}',
      metrics: {
        assigned: 'Назначенные заказы',
        completed: 'Выполненные заказы',
        cancelled: 'Отменённые заказы',
        recalls: 'Выполненные с повторным вызовом',
        first_visit_missed: 'Не выполнены с первого визита',
        late: 'Опоздания',
        rated: 'Заказы с оценкой',
      },
      empty: 'За этой цифрой нет заказов',
      loadFailed: 'Не удалось загрузить заказы',
      invoice: 'Счёт',
      date: 'Дата визита',
      customer: 'Клиент',
      status: 'Статус',
      total: 'Сумма',
      rating: 'Оценка',
      recalledBy: 'Повторный вызов: {{invoice}}',
      dismissed: 'отмечено «не повторный вызов»',
      arrived: 'Приезд {{time}}',
    },
  },
};

/** Adds the page's words to the vendor namespace once (deep merge: the rest stays as it is). */
export function addVendorPerformanceWords(i18n: I18n): void {
  if (i18n.getResource('en', 'vendor', 'performance.title')) return;
  i18n.addResourceBundle('en', 'vendor', vendorPerformanceEn, true, false);
  i18n.addResourceBundle('ru', 'vendor', vendorPerformanceRu, true, false);
}
