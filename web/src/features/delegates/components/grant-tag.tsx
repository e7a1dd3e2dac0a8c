import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { DelegateGrant } from '@/types/delegates';
import { grantKind, grantName } from '../utils/grants';

/** One grant as a tag: units blue (greyed when archived or deleted), jobs purple; the kind on hover. */
export function GrantTag({ grant }: { grant: DelegateGrant }) {
  const { t } = useTranslation();
  const job = grant.job_id != null;
  const gone = !job && (grant.unit_name == null || grant.unit_archived === true);
  return (
    <Tag color={job ? 'purple' : gone ? 'default' : 'blue'} title={grantKind(t, grant) ?? undefined} style={{ marginInlineEnd: 0 }}>
      {grantName(t, grant)}
    </Tag>
  );
}
