import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@fixflow/contracts';
import { StatusTag } from '../StatusTag';
import { exactWindow, isNamedSlot } from './time-slot';

/** Which side's labels to show: PRODUCT.md "Orders" gives each side its own word for a status. */
export type OrderSide = 'vendor' | 'technician';

/**
 * The order's status in the viewer's words. The namespace is the remote's: both remotes
 * carry the shared `order` words (libs/i18n order-words).
 */
export function OrderStatusTag({ status, side, ns }: { status: OrderStatus; side: OrderSide; ns: string }) {
  const { t } = useTranslation(ns);
  return <StatusTag status={status} label={t(`order.${side}Status.${status}`)} />;
}

export function TimeSlotText({ slot, ns }: { slot: string; ns: string }) {
  const { t } = useTranslation(ns);
  if (isNamedSlot(slot)) return <>{t(`order.slot.${slot}`)}</>;
  const window = exactWindow(slot);
  return <>{window ? t('order.slot.window', window) : slot}</>;
}

export function PersonalTag({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return <Tag>{t('order.personal')}</Tag>;
}
