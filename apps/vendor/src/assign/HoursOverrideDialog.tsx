import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutsideHoursDetails } from '@fixflow/contracts';
import { weekdayName } from '@fixflow/ui';

export interface HoursOverrideDialogProps {
  open: boolean;
  /** The technician's name. */
  name: string;
  invoice: string;
  /** What the API's 409 OUTSIDE_WORKING_HOURS named: the hours that day (none: a day off). */
  details: OutsideHoursDetails | undefined;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The API refused a window outside the technician's hours: say which hours, and let the dispatcher override. */
export function HoursOverrideDialog({ open, name, invoice, details, busy, onConfirm, onCancel }: HoursOverrideDialogProps) {
  const { t, i18n } = useTranslation('vendor');
  const weekday = details ? weekdayName(details.weekday, i18n.language) : '';
  return (
    <Modal
      open={open}
      title={t('dispatch.hours.confirmTitle')}
      okText={t('dispatch.hours.confirm')}
      cancelText={t('order.reasonDialog.cancel')}
      confirmLoading={busy}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {details ? (
        <Typography.Paragraph data-testid="outside-hours">
          {details.hours.length
            ? details.hours.map((entry) => t('dispatch.hours.confirmHours', { name, weekday, start: entry.start, end: entry.end, zone: details.timezone })).join(' ')
            : t('dispatch.hours.confirmDayOff', { name, weekday, zone: details.timezone })}
        </Typography.Paragraph>
      ) : null}
      <Typography.Paragraph>{t('dispatch.hours.confirmQuestion', { invoice })}</Typography.Paragraph>
    </Modal>
  );
}
