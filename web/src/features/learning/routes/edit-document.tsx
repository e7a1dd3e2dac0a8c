import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocument } from '../api/get-document';
import { useSaveDocument } from '../api/update-document';
import { DocumentForm } from '../components/document-form';

/** A document's title and topic, and a new file for it (/documents/edit/:id). */
export default function EditDocumentRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const document = useDocument(id);
  const save = useSaveDocument();
  const back = () => navigate(paths.documents.getHref());

  if (document.isError) {
    return (
      <Result
        status="404"
        title={t('learning.documents.notFound')}
        extra={<Link to={paths.documents.getHref()}>{t('learning.documents.back')}</Link>}
      />
    );
  }

  return (
    <Card title={document.data ? t('learning.documents.editTitle', { title: document.data.title }) : t('layout.titles.editDocument')}>
      {document.data ? (
        <DocumentForm
          key={document.data.id}
          document={document.data}
          saving={save.isPending}
          onCancel={back}
          onSave={async ({ title, topic, file }) => {
            await save.mutateAsync({ id, title, topic, file });
            back();
          }}
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
