import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { PlacedOrder } from '@/types/market';
import type { Schema } from '@/types/schema';
import { aiTokensPath } from './get-ai-tokens';

/** An order of a package (`pending`); an administrator marks it paid, which credits the balance. */
export const createOrder = ({ packageId }: { packageId: string }) => api.post<PlacedOrder>(`${aiTokensPath}orders/`, { package_id: packageId } satisfies Schema<'OrderRequest'>);

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.aiTokens }),
  });
}
