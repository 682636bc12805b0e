export { PhoneInput } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
export { loadPhoneRule, normalizedPhone, phoneFormRule, phoneProblem } from './phone-rule';
