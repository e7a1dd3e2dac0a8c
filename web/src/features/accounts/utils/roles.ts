import type { EmployeeRole } from '@/config/access';

/** What an employee's `status` is (the API sends a string). */
export type EmployeeStatus = 'active' | 'inactive';

/** The roles a company gives its employees, in the order the pickers list them. */
export const employeeRoles: EmployeeRole[] = ['hiring_manager', 'block_leader', 'hr_executive'];
