import type { EmployeeRole } from '@/types/api';

/** The roles a company gives its employees, in the order the pickers list them. */
export const employeeRoles: EmployeeRole[] = ['hiring_manager', 'block_leader', 'hr_executive'];
