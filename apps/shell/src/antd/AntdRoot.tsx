import { Suspense, lazy, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { useShell } from '@fixflow/shell-sdk';
import { useHost } from '../host-context';
import { themeConfig } from './theme-tokens';

// antd's message/modal/notification (the `App` component) are not part of a first paint:
// the toasts load with the first toast, and a remote that confirms brings Modal.useModal.
const ToastSink = lazy(() => import('./ToastSink'));

/**
 * Always a locale, never none: ConfigProvider wraps the page in a LocaleProvider only when it has
 * one, so going from none to Russian (a switch, or a Russian first load once ru_RU arrived)
 * remounted the whole workspace — its page blanked to a spinner and lost what was typed in it.
 * English is antd's own en_US, whole (components such as Table read their texts from the context's
 * locale without falling back field by field); the build takes it from antd's ES files, where
 * antd-base has it already (libs/web-build/rspack.mjs), so it costs no byte.
 */
const ENGLISH: Locale = enUS;

/** antd's Russian texts load when Russian is chosen; until then, and for English, antd's own. */
function useAntdLocale(language: string | undefined): Locale {
  const [russian, setRussian] = useState<Locale>();
  const wantsRussian = language === 'ru';
  useEffect(() => {
    if (!wantsRussian || russian) return;
    let live = true;
    import('antd/locale/ru_RU').then(
      (module) => live && setRussian(module.default),
      (error: unknown) => console.warn('antd Russian locale failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [wantsRussian, russian]);
  return (wantsRussian ? russian : undefined) ?? ENGLISH;
}

/** What antd's App drew around the page: the theme's text colour, font and line height. */
function ThemedText({ children }: { children?: ReactNode }) {
  const { token } = antdTheme.useToken();
  if (!children) return null;
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>
  );
}

/** Mounts the toast sink once a toast waits for one; a workspace's root tells the frame it draws them. */
function Toasts({ holdRoot }: { holdRoot: boolean }) {
  const { toasts } = useHost();
  const needed = useSyncExternalStore(toasts.subscribeStandby, toasts.needsStandby);
  useEffect(() => (holdRoot ? toasts.holdRoot() : undefined), [toasts, holdRoot]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastSink />
    </Suspense>
  );
}

/**
 * The page's only ConfigProvider. Loaded lazily: public pages do not
 * pay for antd; sign-in forms and workspaces do.
 */
export default function AntdRoot({ children }: { children?: ReactNode }) {
  const { theme } = useShell();
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.resolvedLanguage);
  return (
    <ConfigProvider locale={locale} theme={themeConfig(theme.resolved)}>
      <Toasts holdRoot={Boolean(children)} />
      <ThemedText>{children}</ThemedText>
    </ConfigProvider>
  );
}
