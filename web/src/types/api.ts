// Accounts: the signed-in user, the session's tokens, employees, notifications, and the error
// body every refusal has.
import type { Schema } from './schema';

export type UserResponse = Schema<'UserResponse'>;
export type Profile = Schema<'Profile'>;
export type TokenPair = Schema<'TokenPair'>;
export type Employee = Schema<'Employee'>;
export type ErrorBody = Schema<'ErrorBody'>;
export type Notification = Schema<'Notification'>;
