import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateDelegates } from './invalidate';

/** Lifts a delegate's limits: they see the whole company again, their grants removed. */
export const liftLimits = (employeeId: string) => api.DELETE('/api/accounts/company-delegates/{id}/', { path: { id: employeeId } });

export function useLiftLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftLimits,
    onSuccess: () => invalidateDelegates(queryClient),
    meta: { successMessage: 'delegates.messages.lifted' },
  });
}
