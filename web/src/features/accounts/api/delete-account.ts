import { useMutation } from '@tanstack/react-query';
import { api, tokenStore } from '@/lib/api';
import { ApiError, clientErrorCodes } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import type { Schema } from '@/types/schema';

/** A company also types its name again (`confirm_company_name`): its hiring data goes with it. */
export type DeleteAccountRequest = Schema<'DeleteAccountRequest'>;

export const deleteAccount = (input: DeleteAccountRequest) => {
  if (!tokenStore.getAccess()) {
    return Promise.reject(new ApiError(0, clientErrorCodes.noAccessToken, 'No access token found.'));
  }
  return api.DELETE('/api/auth/users/me/', { body: input });
};

const deleteFailed = 'accounts.settings.deleteFailed';

export function useDeleteAccount() {
  const { signOut } = useSession();
  return useMutation({
    mutationFn: deleteAccount,
    // The server revoked every token with the account; only this browser's copy is left.
    onSuccess: () => signOut({ revoke: false }),
    meta: {
      successMessage: 'accounts.settings.deleteSuccess',
      errorMessages: {
        invalid_password: deleteFailed,
        validation_failed: deleteFailed,
        company_deletion_unconfirmed: 'accounts.settings.deleteAccount.companyUnconfirmed',
      },
    },
  });
}
