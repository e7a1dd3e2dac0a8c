import Button from 'antd/es/button';
import { Popconfirm } from '@/components/ui/popconfirm';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { JobResponse } from '@/types/jobs';
import { useChangeJobStatus } from '../api/change-job-status';
import { statusChangesOf } from '../utils/job-actions';

/** Publish, deactivate, activate or close a job (company and HR Executives). */
export function JobStatusActions({ job, size = 'small' }: { job: JobResponse; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const change = useChangeJobStatus();
  const pending = change.isPending ? change.variables?.action : undefined;
  return (
    <Space wrap size={4}>
      {statusChangesOf(job).map((action) =>
        action === 'close' ? (
          <Popconfirm
            key={action}
            title={t('jobs.list.confirmClose')}
            okText={t('jobs.jobActions.close')}
            cancelText={t('common.actions.cancel')}
            onConfirm={() => change.mutate({ id: job.id, action })}
          >
            <Button size={size} danger loading={pending === action && change.variables?.id === job.id}>
              {t('jobs.jobActions.close')}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            key={action}
            size={size}
            type={action === 'publish' ? 'primary' : 'default'}
            loading={pending === action && change.variables?.id === job.id}
            onClick={() => change.mutate({ id: job.id, action })}
          >
            {t(`jobs.jobActions.${action}`)}
          </Button>
        ),
      )}
    </Space>
  );
}
