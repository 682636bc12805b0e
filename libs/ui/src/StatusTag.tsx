import { Tag } from 'antd';

/** Colours by meaning, so every status of every entity reads the same way. */
const TONES: Record<string, string> = {
  active: 'green',
  completed: 'green',
  paid: 'green',
  open: 'blue',
  finalized: 'purple',
  pending: 'gold',
  new: 'blue',
  assigned: 'blue',
  in_progress: 'processing',
  accepted: 'cyan',
  en_route: 'geekblue',
  on_hold: 'orange',
  closed: 'green',
  cancelled: 'default',
  inactive: 'default',
  rejected: 'red',
  suspended: 'red',
  blocked: 'red',
  failed: 'red',
};

export function statusTone(status: string): string {
  return TONES[status.toLowerCase().replace(/[\s-]+/g, '_')] ?? 'default';
}

export interface StatusTagProps {
  status: string;
  /** The translated label; the raw status when absent. */
  label?: string;
}

export function StatusTag({ status, label }: StatusTagProps) {
  return <Tag color={statusTone(status)}>{label ?? status}</Tag>;
}
