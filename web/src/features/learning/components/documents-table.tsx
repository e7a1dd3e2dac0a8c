import { DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Table } from '@/components/ui/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { LearningDocument } from '@/types/learning';
import { formatLabel, formatSize } from '../utils/documents';

type Props = {
  documents: LearningDocument[];
  loading?: boolean;
  locale: string;
  onDownload: (document: LearningDocument) => void;
  onDelete: (document: LearningDocument) => void;
  /** The document being downloaded. */
  downloading?: string | null;
};

const dash = '—';

/** The company's documents: what each is, how much text was read from it, who teaches from it. */
export function DocumentsTable({ documents, loading, locale, onDownload, onDelete, downloading }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  const columns: ColumnsType<LearningDocument> = [
    {
      key: 'title',
      title: t('learning.documents.fields.title'),
      render: (_, document) => (
        <Flex vertical>
          <Typography.Text strong data-field="title">
            {document.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {document.file_name}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'topic', title: t('learning.documents.fields.topic'), render: (_, document) => <span data-field="topic">{document.topic ?? dash}</span> },
    {
      key: 'format',
      title: t('learning.documents.fields.format'),
      render: (_, document) => <Tag data-field="format">{formatLabel[document.format] ?? document.format}</Tag>,
    },
    {
      key: 'pages',
      title: t('learning.documents.fields.pages'),
      align: 'right',
      render: (_, document) => <span data-field="pages">{document.pages == null ? dash : number(document.pages)}</span>,
    },
    {
      key: 'passages',
      title: t('learning.documents.fields.passages'),
      align: 'right',
      render: (_, document) => <span data-field="passages">{number(document.passages)}</span>,
    },
    {
      key: 'size',
      title: t('learning.documents.fields.size'),
      align: 'right',
      render: (_, document) => <span data-field="size">{formatSize(document.size_bytes, locale)}</span>,
    },
    {
      key: 'updated',
      title: t('learning.documents.fields.updated'),
      render: (_, document) => <span data-field="updated">{dayjs(document.updated_at).format('DD.MM.YYYY HH:mm')}</span>,
    },
    {
      key: 'teachers',
      title: t('learning.documents.fields.teachers'),
      render: (_, document) =>
        document.teachers.length === 0 ? (
          <Typography.Text type="secondary" data-field="teachers">
            {dash}
          </Typography.Text>
        ) : (
          <Flex wrap gap={4} data-field="teachers">
            {document.teachers.map((teacher) => (
              <Link key={teacher.id} to={paths.aiTeacher.getHref(teacher.id)}>
                <Tag color="blue">{teacher.name}</Tag>
              </Link>
            ))}
          </Flex>
        ),
    },
    {
      key: 'actions',
      title: t('learning.documents.fields.actions'),
      render: (_, document) => (
        <Flex gap={4}>
          <Tooltip title={t('learning.documents.actions.edit')}>
            <Button
              icon={<EditOutlined aria-hidden />}
              aria-label={t('learning.documents.actions.editOne', { title: document.title })}
              onClick={() => navigate(paths.editDocument.getHref(document.id))}
            />
          </Tooltip>
          <Tooltip title={t('learning.documents.actions.download')}>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              aria-label={t('learning.documents.actions.downloadOne', { title: document.title })}
              loading={downloading === document.id}
              onClick={() => onDownload(document)}
            />
          </Tooltip>
          <Tooltip title={t('learning.documents.actions.delete')}>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('learning.documents.actions.deleteOne', { title: document.title })}
              onClick={() => onDelete(document)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <Table<LearningDocument>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={documents}
      pagination={documents.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      onRow={(document) => ({ 'data-testid': 'document-row', 'data-id': document.id }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: t('learning.documents.empty') }}
    />
  );
}
