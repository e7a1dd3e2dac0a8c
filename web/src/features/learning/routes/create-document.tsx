import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateDocument } from '../api/create-document';
import { DocumentForm } from '../components/document-form';

/** A new document (/documents/create): a PDF, DOCX or TXT file with its title and topic. */
export default function CreateDocumentRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDocument();
  const back = () => navigate(paths.documents.getHref());

  return (
    <Card title={t('learning.documents.createTitle')}>
      <DocumentForm
        saving={create.isPending}
        onCancel={back}
        onSave={async ({ title, topic, file }) => {
          // The form requires the file when creating.
          if (!file) return;
          await create.mutateAsync({ file, title, topic });
          back();
        }}
      />
    </Card>
  );
}
