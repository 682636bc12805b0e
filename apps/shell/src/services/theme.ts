import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ShellTheme, ThemeMode } from '@fixflow/shell-sdk';

/** The key SPEC §2 names for the theme choice. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readMode(): ThemeMode {
  const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

function subscribeSystem(listener: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const systemIsDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

/** Light, dark or system (default), remembered locally; applied to <html data-theme>. */
export function useThemeMode(): ShellTheme {
  const [mode, setModeState] = useState<ThemeMode>(readMode);
  const dark = useSyncExternalStore(subscribeSystem, systemIsDark, () => false);
  const resolved = mode === 'system' ? (dark ? 'dark' : 'light') : mode;

  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);

  const setMode = useCallback((next: ThemeMode) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
    setModeState(next);
  }, []);

  return useMemo(() => ({ mode, resolved, setMode }), [mode, resolved, setMode]);
}
