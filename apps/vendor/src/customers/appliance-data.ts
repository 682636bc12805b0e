import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import type { Appliance } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { type ApplianceFormValues, toApplianceRequest } from './request-fields';

/** Under the customer's key: whatever reads the customer again reads its appliances too. */
export const customerAppliancesKey = (customerId: string) => [...queryKeys.customer(customerId), 'appliances'] as const;

/** GET /api/customers/:id/appliances; idle without a customer. */
export function useCustomerAppliances(customerId: string | null | undefined) {
  const { api } = useShell();
  return useQuery({
    queryKey: customerAppliancesKey(customerId ?? ''),
    enabled: Boolean(customerId),
    queryFn: ({ signal }): Promise<{ items: Appliance[] }> => typed(api).get('/customers/{id}/appliances', { path: { id: customerId ?? '' }, signal }),
  });
}

export const applianceFormValues = (appliance: Appliance): ApplianceFormValues => ({
  type: appliance.type,
  brand: appliance.brand ?? undefined,
  model: appliance.model ?? undefined,
  serial: appliance.serial ?? undefined,
  install_date: appliance.install_date ?? undefined,
});

export const APPLIANCE_FORM_FIELDS = ['type', 'brand', 'model', 'serial', 'install_date'] as const;

/** POST /api/customers/:id/appliances, or PATCH /api/appliances/:id when `appliance` is given. */
export function useSaveAppliance(customerId: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appliance, values }: { appliance: Appliance | null; values: ApplianceFormValues }): Promise<Appliance> => {
      const body = toApplianceRequest(values);
      return appliance
        ? typed(api).patch('/appliances/{id}', { path: { id: appliance.id }, body })
        : typed(api).post('/customers/{id}/appliances', { path: { id: customerId }, body });
    },
    // An order page shows its appliance: those read again too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.customer(customerId) }), queryClient.invalidateQueries({ queryKey: queryKeys.orders })]),
  });
}
