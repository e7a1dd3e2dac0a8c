import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CvUpload } from '@/components/cv/cv-upload';
import { openProtectedFile } from '@/lib/cv';
import type { Schema } from '@/types/schema';
import { queryKeys } from '@/lib/query-keys';
import type { JobseekerProfile } from '@/types/profiles';
import { useGenerateCv } from '../api/generate-cv';
import { useUpdateProfile } from '../api/update-profile';
import { toProfileInput } from '../utils/profile-form';

/** The owner's CV: upload, visibility in the CV database and the CV generated from the profile. */
export function CvCard({ profile }: { profile: JobseekerProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const generate = useGenerateCv();
  const fileName = `${[profile.first_name, profile.last_name].filter(Boolean).join('-') || 'cv'}.pdf`;
  return (
    <Card title={t('profile.sections.cv')} data-testid="section-cv">
      <CvUpload onUploaded={() => void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all })} />
      <Divider style={{ margin: '16px 0' }} />
      <Flex gap={12} align="center">
        <Switch
          id="cv-visible"
          checked={profile.cv_visible}
          loading={update.isPending}
          onChange={(checked) => update.mutate(toProfileInput(profile, { cv_visible: checked }))}
        />
        <label htmlFor="cv-visible">{t('profile.cvVisible')}</label>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
        {t('profile.help.cvVisible')}
      </Typography.Paragraph>
      <Divider style={{ margin: '16px 0' }} />
      <Button icon={<DownloadOutlined aria-hidden />} loading={generate.isPending} onClick={() => generate.mutate(fileName)}>
        {t('profile.generateCv')}
      </Button>
    </Card>
  );
}

/** Someone else's CV on their public profile: opened with the session. */
export function PublicCv({ cv }: { cv: Schema<'ProfileCv'> | Schema<'CandidateCv'> }) {
  const { t } = useTranslation();
  return (
    <Card title={t('profile.sections.cv')} data-testid="section-cv">
      <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => void openProtectedFile(cv.url)}>
        {t('profile.openCv', { name: cv.name })}
      </Button>
    </Card>
  );
}
