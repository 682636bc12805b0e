import type { ComponentType } from 'react';
import { loadPhoneRule, normalizedPhone } from './phone-rule';

/** What the wrapped input calls back with: a string (a plain field) or a change event (antd's Input). */
type Changed = string | { target: { value: string } };

export type PhoneInputProps<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'onFocus'> & {
  /** The form's own input: antd's `Input` inside a Form.Item, the account pages' plain `TextField`. */
  as: ComponentType<P>;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
};

/**
 * The phone field of every form. It loads the API's phone rule when focused (phone-rule.ts), and
 * once the user leaves it shows the number as the API will store it (E.164, "+15125550134"), so
 * what is saved is what was seen. What it does not read as a phone is left as typed for the
 * form's check (`phoneProblem`, `phoneFormRule`) to name.
 */
export function PhoneInput<P extends object>({ as: Input, value = '', onChange, onBlur, ...rest }: PhoneInputProps<P>) {
  const change = (next: Changed) => onChange?.(typeof next === 'string' ? next : next.target.value);
  const leave = () => {
    const normalized = normalizedPhone(value);
    if (normalized && normalized !== value) onChange?.(normalized);
    onBlur?.();
  };
  const props = { ...rest, type: 'tel', inputMode: 'tel', value, onChange: change, onFocus: () => void loadPhoneRule(), onBlur: leave };
  return <Input {...(props as unknown as P)} />;
}
