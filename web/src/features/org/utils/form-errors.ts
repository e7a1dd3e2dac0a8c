import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/validation';

/**
 * A refused save, on the form: a 422's field codes on their fields, and a taken name (409
 * `name_taken`) on the name field. The toast of the one feedback place says it as well.
 */
export function applyOrgFormErrors(form: FormInstance, error: unknown, t: TFunction, nameField: string): void {
  if (error instanceof ApiError && error.code === 'name_taken') {
    form.setFields([{ name: nameField, errors: [t('errors.name_taken')] }]);
    return;
  }
  applyServerFieldErrors(form, error, t);
}
