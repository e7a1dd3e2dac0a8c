import { IdcardOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionnaire } from '../api/get-questionnaire';
import { SelfIdentificationDialog } from './self-identification-dialog';

/**
 * On one of the job seeker's applications: a button to answer the optional self-identification
 * questions, while its company asks them and they are not answered.
 */
export function AnswerLaterButton({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const questionnaire = useQuestionnaire(applicationId);
  const [open, setOpen] = useState(false);
  const data = questionnaire.data;
  if (!data?.asked) return null;
  return (
    <>
      {!data.answered && (
        <Button size="small" icon={<IdcardOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t('diversity.questionnaire.answerLater')}
        </Button>
      )}
      {/* Stays mounted once answered, so it closes as a dialog does. */}
      <SelfIdentificationDialog applicationId={applicationId} questions={data.questions} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
