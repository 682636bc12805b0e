// The chunk LazyApiErrorAlert loads: only the alert, not the rest of libs/ui.
export { ApiErrorAlert } from '@fixflow/ui';
