/**
 * Application statuses (spec section 4): the id is the index, the value the stable name the
 * API and the URLs (?tab=) use. Shared by the hiring screens and the dashboards. The API sends
 * a status as `{ id, value }` with the value a plain string: `statusOf` reads it.
 */
export const applicationStatuses = [
  'applied',
  'in_review',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected_by_company',
  'rejected_by_applicant',
  'accepted_by_applicant',
] as const;

export type ApplicationStatusValue = (typeof applicationStatuses)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatusValue {
  return applicationStatuses.includes(value as ApplicationStatusValue);
}

/** The status an application is in, as the API sends it; null when it sends none, or one this app does not know. */
export function statusOf(status: { value: string } | null | undefined): ApplicationStatusValue | null {
  return status && isApplicationStatus(status.value) ? status.value : null;
}

export function statusById(id: number): ApplicationStatusValue | undefined {
  return applicationStatuses[id];
}

/** Tag colours; "applied" is yellow (spec section 4). */
export const applicationStatusColors: Record<ApplicationStatusValue, string> = {
  applied: 'yellow',
  in_review: 'blue',
  shortlisted: 'cyan',
  interview: 'purple',
  offered: 'geekblue',
  hired: 'green',
  rejected_by_company: 'red',
  rejected_by_applicant: 'volcano',
  accepted_by_applicant: 'lime',
};

export const terminalStatuses: readonly ApplicationStatusValue[] = ['hired', 'rejected_by_company', 'rejected_by_applicant'];

export function isTerminal(status: ApplicationStatusValue): boolean {
  return terminalStatuses.includes(status);
}

/** A status's tag colour; antd's default for a value this app does not know. */
export const statusColor = (value: string): string => (isApplicationStatus(value) ? applicationStatusColors[value] : 'default');

/** The same colours as plain values, for charts. */
export const applicationStatusHex: Record<ApplicationStatusValue, string> = {
  applied: '#fadb14',
  in_review: '#1677ff',
  shortlisted: '#13c2c2',
  interview: '#722ed1',
  offered: '#2f54eb',
  hired: '#52c41a',
  rejected_by_company: '#f5222d',
  rejected_by_applicant: '#fa541c',
  accepted_by_applicant: '#a0d911',
};

/** A status's chart colour; grey for a value this app does not know. */
export const statusHex = (value: string): string => (isApplicationStatus(value) ? applicationStatusHex[value] : '#bfbfbf');
