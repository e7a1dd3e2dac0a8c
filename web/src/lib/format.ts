export const SIDEBAR_EMAIL_LENGTH = 20;

/** The sidebar shows e-mails cut to 20 characters followed by "...". */
export function truncateEmail(email: string, max = SIDEBAR_EMAIL_LENGTH): string {
  return email.length > max ? `${email.slice(0, max)}...` : email;
}
