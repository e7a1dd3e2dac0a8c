import { TeamOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { JobAccessDialog } from './job-access-dialog';

/** "Access" on a job's page: who sees the job, for the company account only. */
export function JobAccessButton({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const [open, setOpen] = useState(false);
  // A fresh dialog for each opening (see the README on reused antd modals).
  const [opening, setOpening] = useState(0);
  if (user.user_type !== 'company') return null;
  return (
    <>
      <Button
        icon={<TeamOutlined aria-hidden />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('delegates.job.open')}
      </Button>
      {opening > 0 && <JobAccessDialog key={opening} jobId={jobId} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
