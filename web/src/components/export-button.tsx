import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';

export type ExportFormat = 'csv' | 'xlsx';

const formats: Array<{ key: ExportFormat; label: string }> = [
  { key: 'csv', label: 'CSV' },
  { key: 'xlsx', label: 'Excel' },
];

type Props = {
  /**
   * The typed call of the export (`api.GET_RESPONSE` on `/api/…/export/`) with the screen's current
   * filters and sorting and the chosen `format`.
   */
  download: (format: ExportFormat) => Promise<Response>;
  /** The file's name without extension, for an answer that names none. */
  fileName: string;
  disabled?: boolean;
};

/**
 * "Download" with a choice of CSV or Excel: fetches the export with the session and saves it.
 * A refusal shows as the app's error toast (`errors.<code>`).
 */
export function ExportButton({ download: fetchFile, fileName, disabled }: Props) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: (format: ExportFormat) => downloadFile(fetchFile(format), `${fileName}.${format}`),
  });
  return (
    <Dropdown
      disabled={disabled || download.isPending}
      trigger={['click']}
      menu={{ items: formats, onClick: ({ key }) => download.mutate(key as ExportFormat) }}
    >
      <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending} disabled={disabled}>
        {t('common.actions.download')}
      </Button>
    </Dropdown>
  );
}
