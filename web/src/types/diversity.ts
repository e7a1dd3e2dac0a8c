// Optional self-identification (issue 42): the company's setting and an applicant's questionnaire.
import type { Schema } from './schema';

/** Whether a company asks its applicants the optional self-identification questions. */
export type SelfIdentificationSetting = Schema<'SelfIdentificationSetting'>;
/** One application's questions: whether they are asked and answered, and their choices. */
export type Questionnaire = Schema<'Questionnaire'>;
export type SelfIdentificationQuestion = Schema<'SelfIdentificationQuestion'>;
/** The answers sent; a question left out (or null) is not answered. */
export type SelfIdentificationAnswers = Schema<'SelfIdentificationAnswers'>;
