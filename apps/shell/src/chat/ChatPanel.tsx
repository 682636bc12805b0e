import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHAT_NAMESPACE } from '@fixflow/i18n/chat';
import { ChatView, useChatColours } from './ChatView';
import styles from './chat.module.css';

/** The widget's panel: the conversations over the page, without leaving it; Escape closes it. */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const colours = useChatColours();
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className={styles.panel} style={colours} role="dialog" aria-label={t('title')} data-testid="chat-panel">
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{t('title')}</h2>
        <Link to={selected ? `/chat?conversation=${encodeURIComponent(selected)}` : '/chat'} onClick={onClose}>
          {t('openPage')}
        </Link>
        <Button type="text" onClick={onClose} aria-label={t('close')}>
          ✕
        </Button>
      </div>
      <ChatView selected={selected} onSelect={setSelected} stacked />
    </div>
  );
}
