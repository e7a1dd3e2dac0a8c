import { DeleteOutlined, EditOutlined, FileTextOutlined, RobotOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { AiTeacher } from '@/types/learning';

type Props = {
  teacher: AiTeacher;
  /** The model's name, when the list of models is known. */
  modelName?: string;
  onOpen: (teacher: AiTeacher) => void;
  /** Absent for employees: they read the teachers, the company manages them. */
  onEdit?: (teacher: AiTeacher) => void;
  onDelete?: (teacher: AiTeacher) => void;
};

/** A teacher: picture, name, topic, model and documents; a click opens the conversation. */
export function TeacherCard({ teacher, modelName, onOpen, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const stop = (event: MouseEvent, action: (teacher: AiTeacher) => void) => {
    event.stopPropagation();
    action(teacher);
  };
  const actions = [
    ...(onEdit
      ? [
          <Button key="edit" type="text" icon={<EditOutlined aria-hidden />} aria-label={t('learning.teachers.editOne', { name: teacher.name })} onClick={(event) => stop(event, onEdit)}>
            {t('learning.teachers.edit')}
          </Button>,
        ]
      : []),
    ...(onDelete
      ? [
          <Button
            key="delete"
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('learning.teachers.deleteOne', { name: teacher.name })}
            onClick={(event) => stop(event, onDelete)}
          >
            {t('learning.teachers.delete')}
          </Button>,
        ]
      : []),
  ];

  return (
    <Card
      hoverable
      data-testid="teacher-card"
      data-id={teacher.id}
      style={{ width: 300 }}
      onClick={() => onOpen(teacher)}
      actions={actions.length ? actions : undefined}
    >
      <Flex gap={12} align="flex-start">
        <Avatar size={48} src={teacher.avatar ?? undefined} icon={<RobotOutlined aria-hidden />} style={{ flex: 'none' }} />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Link to={paths.aiTeacher.getHref(teacher.id)} data-testid="teacher-name" onClick={(event) => event.stopPropagation()}>
            <Typography.Text strong ellipsis style={{ color: 'inherit' }}>
              {teacher.name}
            </Typography.Text>
          </Link>
          {teacher.topic && (
            <Typography.Text type="secondary" ellipsis>
              {teacher.topic}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-field="model">
            {t('learning.teachers.model', { model: modelName ?? teacher.model })}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex wrap gap={4} style={{ marginTop: 12 }} data-field="documents">
        {teacher.documents.length === 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('learning.teachers.noDocuments')}
          </Typography.Text>
        ) : (
          teacher.documents.map((document) => (
            <Tag key={document.id} icon={<FileTextOutlined aria-hidden />}>
              {document.title}
            </Tag>
          ))
        )}
      </Flex>
    </Card>
  );
}
