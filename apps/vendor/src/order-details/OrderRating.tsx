import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { Order } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { RatingStars } from '@fixflow/ui';

/** A closed order's customer rating, changed in place (PUT /api/orders/:id/rating; the metrics follow). */
export function OrderRating({ order }: { order: Order }) {
  const { t } = useTranslation('vendor');
  const { api, toast, i18n } = useShell();
  const queryClient = useQueryClient();
  const saving = useMutation({
    mutationFn: (rating: number | null) => typed(api).put('/orders/{id}/rating', { path: { id: order.id }, body: { rating } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.order(order.id) });
      toast.success(t('rating.saved'));
    },
    onError: (error) => toast.error(describeApiError(error, i18n)),
  });
  // The value being saved shows at once; the order read again confirms it.
  const shown = saving.isPending ? (saving.variables ?? null) : order.rating;
  return (
    <Flex align="center" gap={8} wrap data-testid="order-rating">
      <RatingStars value={shown} onChange={(rating) => saving.mutate(rating)} disabled={saving.isPending} ns="vendor" label={t('rating.change')} size={20} />
    </Flex>
  );
}
