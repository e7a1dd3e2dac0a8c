// Accounts: the signed-in user, the session's tokens, employees, notifications, and the error
// body every refusal has.
import type { Schema } from './schema';

export type User = Schema<'UserResponse'>;
export type Profile = Schema<'Profile'>;
export type Tokens = Schema<'TokenPair'>;
export type Employee = Schema<'Employee'>;
export type ApiErrorBody = Schema<'ErrorBody'>;
export type Notification = Schema<'Notification'>;
