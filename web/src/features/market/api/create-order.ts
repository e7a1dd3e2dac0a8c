import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useChange } from '@/lib/react-query';

/** An order of a package (`pending`); an administrator marks it paid, which credits the balance. */
export const createOrder = ({ packageId }: { packageId: string }) => api.POST('/api/market/ai-tokens/orders/', { body: { package_id: packageId } });

export function useCreateOrder() {
  return useChange(createOrder, queryKeys.aiTokens);
}
