import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** An order of a package (`pending`); an administrator marks it paid, which credits the balance. */
export const createOrder = ({ packageId }: { packageId: string }) => api.POST('/api/market/ai-tokens/orders/', { body: { package_id: packageId } });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.aiTokens }),
  });
}
