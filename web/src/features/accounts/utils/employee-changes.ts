import type { Dayjs } from 'dayjs';
import type { Employee } from '@/types/api';
import type { EmployeeChangeRequest } from '../api/update-employee';
import { toApiDay } from './dates';

export type EditEmployeeValues = { role: Employee['role']; position_id?: string | null; hired_on?: Dayjs | null };

/** What the edit form changes: only those fields are sent; a cleared position or date is sent as null. */
export function employeeChanges(employee: Employee, values: EditEmployeeValues): EmployeeChangeRequest {
  const changes: EmployeeChangeRequest = {};
  if (values.role !== employee.role) changes.role = values.role;
  const position = values.position_id ?? null;
  if (position !== (employee.position_id ?? null)) changes.position_id = position;
  const hired = values.hired_on ? toApiDay(values.hired_on) : null;
  if (hired !== (employee.hired_on ?? null)) changes.hired_on = hired;
  return changes;
}
