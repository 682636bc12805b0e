import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShell } from '@fixflow/shell-sdk';

/** Where the host's chat opens (or finds) an order's conversation and shows it (apps/shell/src/chat). */
export const orderChatPath = (orderId: string) => `/chat?order=${encodeURIComponent(orderId)}`;

/**
 * "Chat about this order" on an order page (the vendor's and the technician's): the host's /chat
 * opens the order's conversation, so the one chat implementation serves every remote.
 */
export function OrderChatButton({ orderId, ns }: { orderId: string; ns: string }) {
  const { t } = useTranslation(ns);
  const { navigate } = useShell();
  return (
    <Button onClick={() => navigate(orderChatPath(orderId))} data-testid="order-chat">
      {t('kit.chatAboutOrder')}
    </Button>
  );
}
