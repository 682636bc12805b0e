import type { CreateApplianceRequest } from '@fixflow/contracts';

/** A form's optional text as the API takes it: trimmed, and null when left blank. */
export const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The contact and address fields as a form holds them: the customer's form and the order's. */
export interface ContactFormValues {
  email?: string;
  address?: string;
  city?: string;
  state?: string;
  zip_code?: string;
}

/** The contact and address fields as the customer's and the order's bodies both take them. */
export const contactRequest = (values: ContactFormValues) => ({
  email: blankToNull(values.email),
  address: blankToNull(values.address),
  city: blankToNull(values.city),
  state: blankToNull(values.state),
  zip_code: blankToNull(values.zip_code),
});

/** The appliance form's values: the native date input gives yyyy-mm-dd or ''. */
export interface ApplianceFormValues {
  type?: string;
  brand?: string;
  model?: string;
  serial?: string;
  install_date?: string;
}

/** An appliance as POST/PATCH /api/appliances and a new order's `appliance` take it. */
export function toApplianceRequest(values: ApplianceFormValues): CreateApplianceRequest {
  return {
    type: (values.type ?? '').trim(),
    brand: blankToNull(values.brand),
    model: blankToNull(values.model),
    serial: blankToNull(values.serial),
    install_date: blankToNull(values.install_date),
  };
}
