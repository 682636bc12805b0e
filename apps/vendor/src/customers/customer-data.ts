import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { i18n as I18n } from 'i18next';
import { typed } from '@fixflow/api-client';
import type { CreateCustomerRequest, Customer, CustomerRecord, DuplicateList, UpdateCustomerRequest } from '@fixflow/contracts';
import { apiErrorCode, describeApiError, showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { blankToNull, type ContactFormValues, contactRequest } from './request-fields';

export const customerName = (customer: Pick<Customer, 'first_name' | 'last_name'>) => [customer.first_name, customer.last_name].filter(Boolean).join(' ');

export const customerPlace = (place: { address: string | null; city: string | null; state: string | null; zip_code: string | null }) =>
  [place.address, place.city, place.state, place.zip_code].filter(Boolean).join(', ');

/** GET /api/customers/:id: the whole record (a 410 names the customer it was merged into: the page opens that one). */
export function useCustomerRecord(id: string, enabled = true) {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.customer(id),
    enabled,
    queryFn: ({ signal }): Promise<CustomerRecord> => typed(api).get('/customers/{id}', { path: { id }, signal }),
  });
}

/** The customer a CUSTOMER_MERGED answer says the one asked for went to, or null. */
export function mergedInto(error: unknown): string | null {
  if (apiErrorCode(error) !== 'CUSTOMER_MERGED') return null;
  const target = (error as { merged_into?: unknown }).merged_into;
  return typeof target === 'string' ? target : null;
}

/** GET /api/customers/duplicates: the vendor's likely duplicates, strongest first. */
export function useDuplicates() {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.customerDuplicates,
    // The document can say "two items" but not a tuple: each pair holds exactly two customers.
    queryFn: async ({ signal }): Promise<DuplicateList> => (await typed(api).get('/customers/duplicates', { signal })) as DuplicateList,
  });
}

/** The customer form's values: the own fields, and (when editing) the other phones and addresses. */
export interface CustomerFormValues extends ContactFormValues {
  name: string;
  phone: string;
  notes?: string;
  phones?: { phone?: string; label?: string }[];
  addresses?: { label?: string; address?: string; city?: string; state?: string; zip_code?: string }[];
}

const orEmpty = (value: string | null) => value ?? undefined;

export function toCreateRequest(values: CustomerFormValues): CreateCustomerRequest {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    ...contactRequest(values),
    notes: blankToNull(values.notes),
  };
}

/** A whole edit: every field as the form holds it, the lists replaced (rows left blank are dropped). */
export function toUpdateRequest(values: CustomerFormValues): UpdateCustomerRequest {
  return {
    ...toCreateRequest(values),
    phones: (values.phones ?? []).filter((entry) => entry.phone?.trim()).map((entry) => ({ phone: (entry.phone ?? '').trim(), label: blankToNull(entry.label) })),
    addresses: (values.addresses ?? [])
      .filter((entry) => entry.address?.trim())
      .map((entry) => ({ label: blankToNull(entry.label), address: (entry.address ?? '').trim(), city: blankToNull(entry.city), state: blankToNull(entry.state), zip_code: blankToNull(entry.zip_code) })),
  };
}

export function formValuesOf(record: CustomerRecord): CustomerFormValues {
  return {
    name: customerName(record),
    phone: record.phone,
    email: orEmpty(record.email),
    address: orEmpty(record.address),
    city: orEmpty(record.city),
    state: orEmpty(record.state),
    zip_code: orEmpty(record.zip_code),
    notes: orEmpty(record.notes),
    phones: record.phones.map((entry) => ({ phone: entry.phone, label: orEmpty(entry.label) })),
    addresses: record.addresses.map((entry) => ({ label: orEmpty(entry.label), address: entry.address, city: orEmpty(entry.city), state: orEmpty(entry.state), zip_code: orEmpty(entry.zip_code) })),
  };
}

const OWN_FIELDS = ['name', 'phone', 'email', 'address', 'city', 'state', 'zip_code', 'notes'] as const;
const LIST_FIELD = /^(phones|addresses)\.(\d+)\.(\w+)$/;

/**
 * The API's problems with a customer form under their fields, in the user's language: a
 * VALIDATION_FAILED answer's (a list row's as `phones.1.phone`), and PHONE_IN_USE on the phone it
 * names. True when every problem found its field.
 */
export function showCustomerErrors(form: Pick<FormInstance, 'setFields'>, error: unknown, i18n: I18n): boolean {
  const named = ((error as { errors?: { field: string }[] }).errors ?? []).map((entry) => entry.field);
  const path = (field: string): (string | number)[] => {
    const row = LIST_FIELD.exec(field);
    return row ? [row[1], Number(row[2]), row[3]] : [field];
  };
  const target = { setFields: (fields: { name: string; errors: string[] }[]) => form.setFields(fields.map((field) => ({ name: path(field.name), errors: field.errors }))) };
  if (apiErrorCode(error) === 'PHONE_IN_USE') {
    const fields = named.length ? named : ['phone'];
    target.setFields(fields.map((name) => ({ name, errors: [describeApiError(error, i18n)] })));
    return true;
  }
  const known = [...OWN_FIELDS, ...named.filter((field) => LIST_FIELD.test(field))];
  return showFieldErrors(target, error, known, i18n);
}

/** After any write: the lists, the duplicates and the record read again (a merge moves orders too). */
function useRefresh() {
  const queryClient = useQueryClient();
  return (record?: CustomerRecord) => {
    if (record) queryClient.setQueryData(queryKeys.customer(record.id), record);
    return queryClient.invalidateQueries({ queryKey: queryKeys.customers });
  };
}

/** POST /api/customers. */
export function useCreateCustomer() {
  const { api } = useShell();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: CustomerFormValues): Promise<Customer> => typed(api).post('/customers', { body: toCreateRequest(values) }),
    onSuccess: () => refresh(),
  });
}

/** PATCH /api/customers/:id with the whole form. */
export function useUpdateCustomer(id: string) {
  const { api } = useShell();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: CustomerFormValues): Promise<CustomerRecord> => typed(api).patch('/customers/{id}', { path: { id }, body: toUpdateRequest(values) }),
    onSuccess: (record) => refresh(record),
  });
}

/** POST /api/customers/:id/merge {"from"}: the orders moved too, so their lists read again. */
export function useMergeCustomers() {
  const { api } = useShell();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keep, from }: { keep: string; from: string }): Promise<CustomerRecord> => typed(api).post('/customers/{id}/merge', { path: { id: keep }, body: { from } }),
    onSuccess: (record) => Promise.all([refresh(record), queryClient.invalidateQueries({ queryKey: queryKeys.orders })]),
  });
}
