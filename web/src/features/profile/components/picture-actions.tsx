import { DeleteOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { Popconfirm } from '@/components/ui/popconfirm';
import { useTranslation } from 'react-i18next';
import { useDeletePicture } from '../api/delete-picture';
import { useUploadPicture } from '../api/upload-picture';
import type { PictureKind } from '../utils/pictures';
import { PictureButton } from './picture-button';

/** Upload (and, where the API allows, remove) one picture of the signed-in user's profile. */
export function PictureActions({ kind, present }: { kind: PictureKind; present: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadPicture();
  const remove = useDeletePicture();
  return (
    <>
      <PictureButton
        label={t(`profile.pictures.${kind}.${present ? 'change' : 'upload'}`)}
        logo={kind === 'logo'}
        testId={`${kind}-input`}
        loading={upload.isPending && upload.variables?.kind === kind}
        onFile={(file) => upload.mutate({ kind, file })}
      />
      {present && kind !== 'logo' && (
        <Popconfirm
          title={t(`profile.pictures.${kind}.confirmRemove`)}
          okText={t('profile.actions.delete')}
          cancelText={t('common.actions.cancel')}
          onConfirm={() => remove.mutate(kind)}
        >
          <Button icon={<DeleteOutlined aria-hidden />} aria-label={t(`profile.pictures.${kind}.remove`)} loading={remove.isPending && remove.variables === kind} />
        </Popconfirm>
      )}
    </>
  );
}
