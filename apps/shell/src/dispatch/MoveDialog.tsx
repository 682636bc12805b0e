import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer, Flex, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMED_TIME_SLOTS, type BoardTechnician, type Order } from '@fixflow/contracts';
import { DISPATCH_NAMESPACE } from '@fixflow/i18n/dispatch-board';
import { slotLabel } from './BoardCard';
import type { MoveTarget } from './board-grid';

export interface MoveDialogProps {
  order: Order | null;
  technicians: readonly BoardTechnician[];
  /** The day a tray order starts on when it has none on the board yet. */
  defaultDate: string;
  /** A bottom sheet on a phone, a dialog at a desk. */
  sheet: boolean;
  onMove: (order: Order, target: MoveTarget) => void;
  onClose: () => void;
}

/**
 * "Move to…": the drag's equivalent for those who do not drag, and the phone's only way. The
 * same request a drop makes: technician, day and slot in one move.
 */
export function MoveDialog({ order, technicians, defaultDate, sheet, onMove, onClose }: MoveDialogProps) {
  const { t } = useTranslation(DISPATCH_NAMESPACE);
  const [technicianId, setTechnicianId] = useState<string | undefined>();
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  useEffect(() => {
    if (!order) return;
    setTechnicianId(order.technician_id ?? undefined);
    setDate(order.service_date || defaultDate);
    setSlot(order.time_slot);
  }, [order, defaultDate]);
  if (!order) return null;

  const slots = (NAMED_TIME_SLOTS as readonly string[]).includes(order.time_slot) ? [...NAMED_TIME_SLOTS] : [order.time_slot, ...NAMED_TIME_SLOTS];
  const ready = Boolean(technicianId && /^\d{4}-\d{2}-\d{2}$/.test(date) && slot);
  const submit = () => {
    if (!ready) return;
    onMove(order, { technician_id: technicianId!, service_date: date, time_slot: slot });
    onClose();
  };
  const title = t('move.title', { invoice: order.invoice_number });
  const fields: ReactNode = (
    <Flex vertical gap={12}>
      <label>
        <div>{t('move.technician')}</div>
        <Select
          aria-label={t('move.technician')}
          value={technicianId}
          onChange={setTechnicianId}
          showSearch
          optionFilterProp="label"
          options={technicians.map((technician) => ({ value: technician.id, label: technician.full_name ?? technician.id }))}
          style={{ width: '100%' }}
        />
      </label>
      <label>
        <div>{t('move.date')}</div>
        <Input type="date" aria-label={t('move.date')} value={date} onChange={(event) => setDate(event.target.value)} />
      </label>
      <label>
        <div>{t('move.slot')}</div>
        <Select aria-label={t('move.slot')} value={slot} onChange={setSlot} options={slots.map((value) => ({ value, label: slotLabel(t, value) }))} style={{ width: '100%' }} />
      </label>
    </Flex>
  );
  const actions = (
    <Flex gap={8} justify="flex-end">
      <Button onClick={onClose}>{t('move.cancel')}</Button>
      <Button type="primary" disabled={!ready} onClick={submit}>
        {t('move.submit')}
      </Button>
    </Flex>
  );
  return sheet ? (
    <Drawer open placement="bottom" size="auto" title={title} onClose={onClose} footer={actions}>
      {fields}
    </Drawer>
  ) : (
    <Modal open title={title} onCancel={onClose} footer={actions} destroyOnHidden>
      {fields}
    </Modal>
  );
}
