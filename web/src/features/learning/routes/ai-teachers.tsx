import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { AiTeacher } from '@/types/learning';
import { useDeleteAiTeacher } from '../api/delete-ai-teacher';
import { useAiModels } from '../api/get-ai-models';
import { useAiTeachers } from '../api/get-ai-teachers';
import { TeacherCard } from '../components/teacher-card';
import { TeacherDialog } from '../components/teacher-dialog';

/**
 * The company's AI teachers (/ai-teachers): each answers from the documents it is given. The
 * company creates, edits and deletes them; its employees see them and open their conversations.
 */
export default function AiTeachersRoute() {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const navigate = useNavigate();
  const user = useUser();
  const manages = user.user_type === 'company';
  const teachers = useAiTeachers();
  const models = useAiModels();
  const removal = useDeleteAiTeacher();
  // The dialog is mounted for each opening, so its form starts from the teacher's values.
  const [dialog, setDialog] = useState<{ teacher: AiTeacher | null } | null>(null);
  const openDialog = (teacher: AiTeacher | null) => setDialog({ teacher });

  const remove = (teacher: AiTeacher) =>
    modal.confirm({
      title: t('learning.teachers.confirmDelete.title', { name: teacher.name }),
      content: t('learning.teachers.confirmDelete.text'),
      okText: t('learning.teachers.confirmDelete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.actions.cancel'),
      // A refusal is told by the one feedback place.
      onOk: () => removal.mutateAsync(teacher.id).catch(() => undefined),
    });

  const modelName = (id: string) => models.data?.find((model) => model.id === id)?.name;
  const list = teachers.data ?? [];

  const body = () => {
    if (teachers.isPending) return <Skeleton active />;
    if (list.length === 0) {
      return (
        <Empty data-testid="teachers-empty" description={t(manages ? 'learning.teachers.empty' : 'learning.teachers.emptyForEmployee')}>
          {manages && <Link to={paths.documents.getHref()}>{t('layout.titles.documents')}</Link>}
        </Empty>
      );
    }
    return (
      <Flex wrap gap={16}>
        {list.map((teacher) => (
          <TeacherCard
            key={teacher.id}
            teacher={teacher}
            modelName={modelName(teacher.model)}
            onOpen={(one) => navigate(paths.aiTeacher.getHref(one.id))}
            onEdit={manages ? openDialog : undefined}
            onDelete={manages ? remove : undefined}
          />
        ))}
      </Flex>
    );
  };

  return (
    <Card
      title={t('learning.teachers.title')}
      extra={
        manages && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openDialog(null)}>
            {t('learning.teachers.create')}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(manages ? 'learning.teachers.intro' : 'learning.teachers.introForEmployee')}
        </Typography.Paragraph>
        {body()}
      </Flex>
      {manages && dialog && (
        <TeacherDialog open teacher={dialog.teacher} onClose={() => setDialog(null)} />
      )}
      {modalHolder}
    </Card>
  );
}
