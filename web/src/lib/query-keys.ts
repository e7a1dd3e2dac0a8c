// Keys shared by features that read the same endpoint, so one mutation refreshes them all.
export const queryKeys = {
  employees: ['accounts', 'employees'] as const,
};
