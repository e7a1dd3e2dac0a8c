import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { translateError } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import type { LearningDocument, TeacherRef } from '@/types/learning';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';
import { useDocuments } from '../api/get-documents';
import { DocumentsTable } from '../components/documents-table';
import { teachersInUse } from '../utils/documents';

/**
 * The company's documents (/documents): the AI teachers answer from them. Each can be edited,
 * downloaded or deleted; deleting one that teachers use names them first, and "Delete anyway"
 * takes it off them.
 */
export default function DocumentsRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [modal, modalHolder] = Modal.useModal();
  const navigate = useNavigate();
  const documents = useDocuments();
  const removal = useDeleteDocument();
  const download = useDownloadDocument();

  // A refusal other than "in use" is told in a dialog too: the delete is a dialog's answer.
  const failed = (error: unknown) => {
    modal.error({ title: t('learning.documents.deleteFailed'), content: translateError(t, error), okText: t('learning.documents.ok') });
  };

  const deleteAnyway = (document: LearningDocument, teachers: TeacherRef[]) =>
    modal.confirm({
      title: t('learning.documents.inUse.title', { title: document.title }),
      content: (
        <Flex vertical gap={8} data-testid="in-use">
          <Typography.Text>{t('learning.documents.inUse.text', { count: teachers.length })}</Typography.Text>
          <Flex wrap gap={4}>
            {teachers.map((teacher) => (
              <Tag key={teacher.id} color="blue" data-testid="in-use-teacher">
                {teacher.name}
              </Tag>
            ))}
          </Flex>
        </Flex>
      ),
      okText: t('learning.documents.inUse.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.actions.cancel'),
      onOk: () => removal.mutateAsync({ id: document.id, confirm: true }).catch(failed),
    });

  const remove = (document: LearningDocument) =>
    modal.confirm({
      title: t('learning.documents.confirmDelete.title', { title: document.title }),
      content: t('learning.documents.confirmDelete.text'),
      okText: t('learning.documents.confirmDelete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.actions.cancel'),
      onOk: () =>
        removal.mutateAsync({ id: document.id }).catch((error: unknown) => {
          const teachers = teachersInUse(error);
          if (teachers) deleteAnyway(document, teachers);
          else failed(error);
        }),
    });

  return (
    <Card
      title={t('learning.documents.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(paths.createDocument.getHref())}>
          {t('learning.documents.create')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('learning.documents.intro')}
        </Typography.Paragraph>
        <DocumentsTable
          documents={documents.data ?? []}
          loading={documents.isPending}
          locale={language}
          onDownload={(document) => download.mutate(document)}
          downloading={download.isPending ? (download.variables?.id ?? null) : null}
          onDelete={remove}
        />
      </Flex>
      {modalHolder}
    </Card>
  );
}
