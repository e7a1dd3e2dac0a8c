import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useChange } from '@/lib/react-query';
import type { Schema } from '@/types/schema';

/** An order of a package (`pending`); an administrator marks it paid, which credits the balance. */
export const createOrder = ({ packageId }: { packageId: Schema<'OrderRequest'>['package_id'] }) => api.POST('/api/market/ai-tokens/orders/', { body: { package_id: packageId } });

export function useCreateOrder() {
  return useChange(createOrder, queryKeys.aiTokens);
}
