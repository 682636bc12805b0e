import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider, theme as antdTheme } from 'antd';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import { useTranslation } from 'react-i18next';
import { useShell } from '@fixflow/shell-sdk';
import { useHost } from '../host-context';

/** Hands antd's notification API to the shell's toaster (SPEC §4: one toast at a time). */
function ToastBridge() {
  const { notification } = App.useApp();
  const { toasts } = useHost();
  useEffect(
    () =>
      toasts.attach((kind, title, description) => {
        notification[kind]({ title, description, duration: 5 });
      }),
    [toasts, notification],
  );
  return null;
}

/**
 * The page's only ConfigProvider/App. Loaded lazily: public pages do not
 * pay for antd; sign-in forms and workspaces do.
 */
export default function AntdRoot({ children }: { children?: ReactNode }) {
  const { theme } = useShell();
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.resolvedLanguage === 'ru' ? ruRU : enUS}
      theme={{ algorithm: theme.resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm }}
    >
      <App notification={{ maxCount: 1 }}>
        <ToastBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
