import { useQuery } from '@tanstack/react-query';
import { typed as typedApi } from '@fixflow/api-client';
import type { Customer } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { useDebounced } from '../orders/useDebounced';

/** Enough digits to mean one number; shorter prefixes would match half the customer list. */
const MIN_DIGITS = 7;

/** The vendor's customer whose phone matches what is being typed (GET /api/customers?search=). */
export function useCustomerByPhone(phone: string | undefined): Customer | null {
  const { api } = useShell();
  const typed = useDebounced((phone ?? '').trim(), 300);
  const digits = typed.replace(/\D/g, '');
  const tail = digits.slice(-MIN_DIGITS);
  // One query per number typed: an older number's late answer never names the wrong customer.
  const query = useQuery({
    queryKey: queryKeys.customerList({ search: typed, limit: 5 }),
    enabled: digits.length >= MIN_DIGITS,
    queryFn: ({ signal }) => typedApi(api).get('/customers', { query: { search: typed, limit: 5 }, signal }),
  });
  if (digits.length < MIN_DIGITS || !query.data) return null;
  return query.data.items.find((candidate: Customer) => candidate.phone.replace(/\D/g, '').endsWith(tail)) ?? null;
}
