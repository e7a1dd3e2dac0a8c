import { UploadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_MB, imageProblem, LOGO_MAX_SIDE, type ImageProblem } from '@/lib/images';

/**
 * A button that picks a PNG or JPEG and hands it on once it passes the checks the API makes
 * (type by content, size, a logo's dimensions); a failed check is shown under the button.
 */
export function PictureButton({
  label,
  logo = false,
  loading,
  onFile,
  testId,
  icon = <UploadOutlined aria-hidden />,
  size,
}: {
  label: string;
  logo?: boolean;
  loading?: boolean;
  onFile: (file: File) => void;
  testId: string;
  icon?: ReactNode;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = await imageProblem(file, { logo });
    setProblem(found);
    if (!found) onFile(file);
  };

  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        aria-label={label}
        data-testid={testId}
        style={{ display: 'none' }}
        onChange={(event) => void choose(event)}
      />
      <Button icon={icon} size={size} loading={loading} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {problem === 'logo_too_large'
            ? t('validation.logo_too_large', { size: LOGO_MAX_SIDE })
            : t(`validation.${problem}`, { size: IMAGE_MAX_MB })}
        </Typography.Text>
      )}
    </span>
  );
}
