import { useState } from 'react';
import { useQuestionnaire } from '../api/get-questionnaire';
import { SelfIdentificationDialog } from './self-identification-dialog';

/**
 * Right after applying: the optional self-identification questions, if the application's
 * company asks them and they are not answered yet. Shown once; skipped, they can be answered
 * later from the job seeker's applications.
 */
export function SelfIdentificationPrompt({ applicationId }: { applicationId: string }) {
  const questionnaire = useQuestionnaire(applicationId);
  const [closed, setClosed] = useState(false);
  const data = questionnaire.data;
  if (!data) return null;
  return (
    <SelfIdentificationDialog
      applicationId={applicationId}
      questions={data.questions}
      open={!closed && data.asked && !data.answered}
      onClose={() => setClosed(true)}
    />
  );
}
