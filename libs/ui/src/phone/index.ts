export { PhoneInput } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
export { loadPhoneRule, normalizedPhone, phoneProblem } from './phone-rule';
export { phoneFormRule } from './phone-form-rule';
