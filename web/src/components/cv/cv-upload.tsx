import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_MAX_MB, cvProblem, openProtectedFile, useCv, useUploadCv, type CvProblem } from '@/lib/cv';
import type { Cv } from '@/types/jobs';

/**
 * The job seeker's CV: what is on file, and a button to upload a new one. The file is checked
 * here first (PDF, at most 1 MB); the server checks again and its refusal is toasted.
 */
export function CvUpload({ onUploaded, compact = false }: { onUploaded?: (cv: Cv) => void; compact?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const cv = useCv();
  const upload = useUploadCv();
  const [problem, setProblem] = useState<CvProblem | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = await cvProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate({ file, name: file.name }, { onSuccess: (saved) => onUploaded?.(saved) });
  };

  return (
    <Flex vertical gap={8}>
      {cv.data ? (
        <Flex gap={8} align="center" wrap>
          <FilePdfOutlined aria-hidden style={{ color: '#cf1322', fontSize: 18 }} />
          <Typography.Link onClick={() => void openProtectedFile(cv.data!.url)}>{cv.data.name}</Typography.Link>
          {!compact && (
            <Typography.Text type="secondary">
              {t('common.cv.uploadedAt', { date: dayjs(cv.data.uploaded_at).format('DD.MM.YYYY') })}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        !cv.isPending && <Typography.Text type="secondary">{t('common.cv.none')}</Typography.Text>
      )}
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-label={t('common.cv.choose')}
          data-testid="cv-input"
          style={{ display: 'none' }}
          onChange={(event) => void choose(event)}
        />
        <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending} onClick={() => input.current?.click()}>
          {cv.data ? t('common.cv.replace') : t('common.cv.upload')}
        </Button>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('common.cv.hint', { size: CV_MAX_MB })}
      </Typography.Text>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {t(`validation.${problem}`, { size: CV_MAX_MB })}
        </Typography.Text>
      )}
    </Flex>
  );
}
