import type { CreateOrderRequest, Customer } from '@fixflow/contracts';
import { blankToNull, type ContactFormValues, contactRequest, toApplianceRequest } from '../customers/request-fields';

export interface OrderFormValues extends ContactFormValues {
  customer_name: string;
  phone: string;
  /** yyyy-mm-dd from the native date input. */
  service_date: string;
  time_slot: string;
  appliance_type?: string;
  /** One of the customer's appliances by id, NO_APPLIANCE, or NEW_APPLIANCE with the new_appliance_* fields. */
  appliance_choice?: string;
  new_appliance_type?: string;
  new_appliance_brand?: string;
  new_appliance_model?: string;
  new_appliance_serial?: string;
  new_appliance_install_date?: string;
  issue_description?: string;
}

/** The picker's two choices besides the customer's appliances (ids are UUIDs: never these). */
export const NO_APPLIANCE = 'none';
export const NEW_APPLIANCE = 'new';
/** The new appliance's fields in the order form (ApplianceFields' prefix). */
export const NEW_APPLIANCE_PREFIX = 'new_appliance_';

const SAME_NAME = [
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

/** The API's field names onto the form's, so a 400's field list lands on the right input. */
export const ORDER_FORM_FIELDS = {
  ...(Object.fromEntries(SAME_NAME.map((name) => [name, name])) as { [K in (typeof SAME_NAME)[number]]: K }),
  appliance_id: 'appliance_choice',
  appliance: 'appliance_choice',
  'appliance.type': 'new_appliance_type',
  'appliance.brand': 'new_appliance_brand',
  'appliance.model': 'new_appliance_model',
  'appliance.serial': 'new_appliance_serial',
  'appliance.install_date': 'new_appliance_install_date',
} as const;

/** What the picker says, as the API takes it: an appliance's id, a new one, or none (null clears it on an edit). */
function applianceOf(values: OrderFormValues): Pick<CreateOrderRequest, 'appliance_id' | 'appliance'> {
  const choice = values.appliance_choice ?? NO_APPLIANCE;
  if (choice === NO_APPLIANCE) return { appliance_id: null };
  if (choice !== NEW_APPLIANCE) return { appliance_id: choice };
  return {
    appliance: toApplianceRequest({
      type: values.new_appliance_type,
      brand: values.new_appliance_brand,
      model: values.new_appliance_model,
      serial: values.new_appliance_serial,
      install_date: values.new_appliance_install_date,
    }),
  };
}

export function toOrderRequest(values: OrderFormValues): CreateOrderRequest {
  return {
    ...applianceOf(values),
    customer_name: values.customer_name.trim(),
    phone: values.phone.trim(),
    ...contactRequest(values),
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
