import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import { toQuery } from '@/lib/search-params';

export type ExportFormat = 'csv' | 'xlsx';

const formats: Array<{ key: ExportFormat; label: string }> = [
  { key: 'csv', label: 'CSV' },
  { key: 'xlsx', label: 'Excel' },
];

type Props = {
  /** The export's path, without a query (`/api/…/export/`). */
  path: string;
  /** The screen's current filters and sorting, sent with the chosen `format`. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The file's name without extension, for an answer that names none. */
  fileName: string;
  disabled?: boolean;
};

/**
 * "Download" with a choice of CSV or Excel: fetches the export with the session and saves it.
 * A refusal shows as the app's error toast (`errors.<code>`).
 */
export function ExportButton({ path, query, fileName, disabled }: Props) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: (format: ExportFormat) => downloadFile(`${path}${toQuery({ ...query, format })}`, `${fileName}.${format}`),
  });
  return (
    <Dropdown
      disabled={disabled || download.isPending}
      trigger={['click']}
      menu={{ items: formats, onClick: ({ key }) => download.mutate(key as ExportFormat) }}
    >
      <Button icon={<DownloadOutlined />} loading={download.isPending} disabled={disabled}>
        {t('common.actions.download')}
      </Button>
    </Dropdown>
  );
}
