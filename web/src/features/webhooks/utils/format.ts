import dayjs from 'dayjs';

/** Retries come seconds apart, so the log shows seconds: 26.11.2026 14:00:05. */
export const SHOWN_TIME = 'DD.MM.YYYY HH:mm:ss';

export const dash = '—';

export const formatMoment = (value?: string | null) => (value ? dayjs(value).format(SHOWN_TIME) : dash);

const SECRET_PREFIX = 'whsec_';

/** A secret hidden but for its kind: "whsec_" and as many dots whatever its length. */
export function maskSecret(secret: string): string {
  const prefix = secret.startsWith(SECRET_PREFIX) ? SECRET_PREFIX : '';
  return `${prefix}${'•'.repeat(12)}`;
}

/** A payload as it was sent, indented to read. */
export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);
