import { createContext, useContext } from 'react';
import type { TokenPair, UserResponse } from '@/types/api';

export type UserStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** Why the last session ended: after a logout the login page does not offer to return. */
export type EndReason = 'logout' | 'expired' | null;

/** The session of this browser, given by SessionProvider (lib/session-provider.tsx). */
export type Session = {
  user: UserResponse | null;
  status: UserStatus;
  isAuthenticated: boolean;
  endReason: EndReason;
  signIn: (tokens: TokenPair) => void;
  /** `revoke: false` when the server already ended the session (a deleted account). */
  signOut: (options?: { revoke?: boolean }) => void;
  reloadUser: () => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** The signed-in user; only for screens behind the session guard. */
export function useUser(): UserResponse {
  const { user } = useSession();
  if (!user) throw new Error('useUser is for signed-in screens');
  return user;
}
