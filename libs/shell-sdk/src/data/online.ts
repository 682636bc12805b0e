import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the phone has a network, as the one QueryClient sees it (react-query's onlineManager:
 * the browser's online/offline events; createQueryClient starts it from navigator.onLine). The
 * same switch pauses queries offline, so what a page shows and what it says agree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
