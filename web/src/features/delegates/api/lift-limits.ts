import { api } from '@/lib/api';
import { invalidateDelegates } from './invalidate';
import { useChange } from '@/lib/react-query';

/** Lifts a delegate's limits: they see the whole company again, their grants removed. */
export const liftLimits = (employeeId: string) => api.DELETE('/api/accounts/company-delegates/{id}/', { path: { id: employeeId } });

export function useLiftLimits() {
  return useChange(liftLimits, invalidateDelegates, { successMessage: 'delegates.messages.lifted' });
}
