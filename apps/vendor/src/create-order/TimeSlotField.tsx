import { Flex, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMED_TIME_SLOTS } from '@fixflow/contracts';
import { exactWindow, isNamedSlot } from '@fixflow/ui';

export interface TimeSlotFieldProps {
  id?: string;
  value?: string;
  onChange?(value: string): void;
}

/**
 * PRODUCT.md "Time": a named slot or an exact window. The exact window is kept as
 * 'HH:MM-HH:MM', the form the API takes, so the value crosses the wire unchanged.
 */
export function TimeSlotField({ id, value = 'morning', onChange }: TimeSlotFieldProps) {
  const { t } = useTranslation('vendor');
  const window = exactWindow(value);
  const exact = !isNamedSlot(value);
  const start = window?.start ?? '';
  const end = window?.end ?? '';

  return (
    <Flex vertical gap={8}>
      {/* Equal columns, as many as fit: the labels line up on a wide form, one a line on a phone (a row of buttons wrapped raggedly). */}
      <Radio.Group
        id={id}
        value={exact ? 'exact' : value}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))', gap: '8px 16px' }}
        onChange={(event) => onChange?.(event.target.value === 'exact' ? '09:00-11:00' : String(event.target.value))}
        options={[...NAMED_TIME_SLOTS.map((slot) => ({ value: slot, label: t(`order.slot.${slot}`) })), { value: 'exact', label: t('order.slot.exact') }].map((option) => ({
          ...option,
          // The grid spaces the options; antd's gap after each but the last would make the last one wider.
          style: { marginInlineEnd: 0 },
        }))}
      />
      {exact ? (
        <Flex gap={8} align="center">
          <Input type="time" aria-label={t('order.fields.windowStart')} value={start} onChange={(event) => onChange?.(`${event.target.value}-${end}`)} style={{ width: 140 }} />
          <span>–</span>
          <Input type="time" aria-label={t('order.fields.windowEnd')} value={end} onChange={(event) => onChange?.(`${start}-${event.target.value}`)} style={{ width: 140 }} />
        </Flex>
      ) : null}
    </Flex>
  );
}
