import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import { Popconfirm } from '@/components/ui/popconfirm';
import { useTranslation } from 'react-i18next';
import type { CompanyImage } from '@/types/profiles';
import { useAddCompanyImage } from '../api/add-company-image';
import { useDeleteCompanyImage } from '../api/delete-company-image';
import { PictureButton } from './picture-button';

/** The API keeps at most ten pictures per company (then 409 too_many_images). */
export const COMPANY_IMAGES_MAX = 10;

export function CompanyImagesCard({ images }: { images: CompanyImage[] }) {
  const { t } = useTranslation();
  const add = useAddCompanyImage();
  const remove = useDeleteCompanyImage();
  const full = images.length >= COMPANY_IMAGES_MAX;
  return (
    <Card
      title={t('profile.company.images.title', { n: images.length, max: COMPANY_IMAGES_MAX })}
      data-testid="section-images"
      extra={
        full ? (
          <Button icon={<PlusOutlined aria-hidden />} disabled title={t('profile.company.images.full', { count: COMPANY_IMAGES_MAX })}>
            {t('profile.company.images.add')}
          </Button>
        ) : (
          <PictureButton label={t('profile.company.images.add')} icon={<PlusOutlined aria-hidden />} testId="company-image-input" loading={add.isPending} onFile={(file) => add.mutate(file)} />
        )
      }
    >
      {images.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.company.images.empty')} />
      ) : (
        <Image.PreviewGroup>
          <Flex gap={12} wrap>
            {images.map((image) => (
              <Flex key={image.id} vertical gap={4} align="center" data-testid="company-image">
                <Image src={image.url} width={140} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} alt="" />
                <Popconfirm
                  title={t('profile.company.images.confirmDelete')}
                  okText={t('profile.actions.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.actions.cancel')}
                  onConfirm={() => remove.mutate(image.id)}
                >
                  <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending && remove.variables === image.id}>
                    {t('profile.actions.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
    </Card>
  );
}
