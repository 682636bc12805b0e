import type { CreateOrderRequest, Customer } from '@fixflow/contracts';

export interface OrderFormValues {
  customer_name: string;
  phone: string;
  email?: string;
  address?: string;
  city?: string;
  state?: string;
  zip_code?: string;
  /** yyyy-mm-dd from the native date input. */
  service_date: string;
  time_slot: string;
  appliance_type?: string;
  issue_description?: string;
}

/** The form's fields as the API names them, so a 400's field list lands on the right input. */
export const ORDER_FORM_FIELDS = [
  'customer_name',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'zip_code',
  'service_date',
  'time_slot',
  'appliance_type',
  'issue_description',
] as const;

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function toOrderRequest(values: OrderFormValues): CreateOrderRequest {
  return {
    customer_name: values.customer_name.trim(),
    phone: values.phone.trim(),
    email: blankToNull(values.email),
    address: blankToNull(values.address),
    city: blankToNull(values.city),
    state: blankToNull(values.state),
    zip_code: blankToNull(values.zip_code),
    service_date: values.service_date,
    time_slot: values.time_slot,
    appliance_type: blankToNull(values.appliance_type),
    issue_description: blankToNull(values.issue_description),
    order_source: 'phone',
  };
}

/** A found customer's details, for the fields the vendor has not typed yet. */
export function customerFields(customer: Customer): Partial<OrderFormValues> {
  return {
    customer_name: [customer.first_name, customer.last_name].filter(Boolean).join(' '),
    email: customer.email ?? undefined,
    address: customer.address ?? undefined,
    city: customer.city ?? undefined,
    state: customer.state ?? undefined,
    zip_code: customer.zip_code ?? undefined,
  };
}
