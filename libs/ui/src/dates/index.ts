// The formatting kit without React or antd: the host's plain pages (sign-in, the customer's
// invoice after paying) take it from `@fixflow/ui/format` without loading the component kit.
export { formatAmount, formatRate } from './format-money';
export { formatDay } from './format-dates';
