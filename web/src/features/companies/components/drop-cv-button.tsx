import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useDropCv } from '../api/drop-cv';

/**
 * A job seeker leaves their CV with a company. Once dropped (now, or before: `cv_dropped`, or
 * the server's 409 cv_already_dropped) the button reads "CV dropped" and stays off.
 */
export function DropCvButton({ companyId, dropped }: { companyId: string; dropped: boolean }) {
  const { t } = useTranslation();
  const drop = useDropCv();
  const alreadyDropped = drop.error instanceof ApiError && drop.error.code === 'cv_already_dropped';
  if (dropped || drop.isSuccess || alreadyDropped) {
    return (
      <Button icon={<CheckOutlined aria-hidden />} disabled>
        {t('companies.dropCv.done')}
      </Button>
    );
  }
  return (
    <Button type="primary" icon={<SendOutlined aria-hidden />} loading={drop.isPending} onClick={() => drop.mutate(companyId)}>
      {t('companies.dropCv.button')}
    </Button>
  );
}
