import type { SameKeys } from '../types';
import type { technicianPerformanceEn } from './technician-performance';

export const technicianPerformanceRu: SameKeys<typeof technicianPerformanceEn> = {
  scorecard: {
    title: 'Ваши последние 90 дней',
    period: '{{from}} – {{to}}',
    updated: 'Обновлено {{time}}',
    loading: 'Загружаем ваши показатели…',
    emptyTitle: 'За последние 90 дней показателей пока нет',
    emptyText: 'Рассчитайте их сейчас по вашим заказам; они также обновляются каждый раз, когда поставщик закрывает вашу работу.',
    calculate: 'Рассчитать',
    recalculate: 'Пересчитать',
    loadFailed: 'Не удалось загрузить ваши показатели',
    calculateFailed: 'Не удалось рассчитать ваши показатели',
    fewOrders: 'Показатели в пунктирных рамках основаны менее чем на {{count}} заказах: по ним рано судить.',
    ofTotal: '{{numerator}} из {{denominator}}',
    none: '—',
    figures: {
      completed: 'Выполнено',
      completionRate: 'Доля выполненных',
      recallRate: 'Повторные вызовы',
      firstVisit: 'С первого визита',
      onTime: 'Приезд вовремя',
      averageTicket: 'Средний чек',
      earnings: 'Заработок',
      rating: 'Рейтинг',
    },
    notes: {
      cancelled: 'Отменено: {{count}}',
      ticketOrders: 'Учтено заказов: {{count}}',
      earnings: 'Ваша доля и чаевые',
      ratings: 'Оценок: {{count}}',
      confirmedRecalls: 'Подтверждено: {{count}}',
    },
  },
  metricsToast: {
    updated: 'Показатели обновлены',
    error: 'Ошибка обновления',
    failed: 'Не удалось обновить показатели мастера',
  },
  appliance: {
    title: 'Техника',
    none: 'Для этого заказа техника не указана.',
    fill: 'Заполнить на месте',
    fillHint: 'Марку, модель и серийный номер можно прочитать на заводской табличке.',
    save: 'Сохранить',
    cancel: 'Отмена',
    saved: 'Данные техники сохранены',
    fields: {
      type: 'Тип',
      brand: 'Марка',
      model: 'Модель',
      serial: 'Серийный номер',
      installDate: 'Дата установки',
    },
  },
};
