import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import EmployeesRoute from '@/features/accounts/routes/employees';
import { AccessDrawer, type AccessPerson } from '@/features/delegates/components/access-drawer';
import { EmployeeAccess } from '@/features/delegates/components/employee-access';

/**
 * /employees: the accounts feature's screen with each employee's access (feature `delegates`)
 * as a column and an "Access" action opening the access drawer. Features do not import each
 * other; the app puts them together here.
 */
export default function EmployeesPage() {
  const { t } = useTranslation();
  const [person, setPerson] = useState<AccessPerson | null>(null);
  const [open, setOpen] = useState(false);
  // A fresh drawer for each opening, so its form starts empty.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <EmployeesRoute
        extraColumn={{
          key: 'access',
          title: t('delegates.column'),
          render: (employee) => <EmployeeAccess employeeId={employee.id} />,
          action: {
            label: t('delegates.open'),
            onClick: (employee) => {
              setPerson(employee);
              setOpening((count) => count + 1);
              setOpen(true);
            },
          },
        }}
      />
      <AccessDrawer key={opening} person={person} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
