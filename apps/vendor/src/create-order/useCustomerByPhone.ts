import { useEffect, useState } from 'react';
import type { Customer, CustomerList } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { useDebounced } from '../orders/useDebounced';

/** Enough digits to mean one number; shorter prefixes would match half the customer list. */
const MIN_DIGITS = 7;

/** The vendor's customer whose phone matches what is being typed (GET /api/customers?search=). */
export function useCustomerByPhone(phone: string | undefined): Customer | null {
  const { api } = useShell();
  const typed = useDebounced((phone ?? '').trim(), 300);
  const [customer, setCustomer] = useState<Customer | null>(null);

  useEffect(() => {
    const digits = typed.replace(/\D/g, '');
    if (digits.length < MIN_DIGITS) {
      setCustomer(null);
      return undefined;
    }
    let current = true;
    api.get<CustomerList>('/customers', { search: typed, limit: 5 }).then(
      (page) => {
        if (!current) return;
        const tail = digits.slice(-MIN_DIGITS);
        setCustomer(page.items.find((candidate) => candidate.phone.replace(/\D/g, '').endsWith(tail)) ?? null);
      },
      () => current && setCustomer(null),
    );
    return () => {
      current = false;
    };
  }, [api, typed]);

  return customer;
}
