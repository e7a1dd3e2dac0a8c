import type { Questionnaire } from '@/types/diversity';

/** The questions as the server lists them (api/src/diversity, domain::diversity::Question). */
export const questions: Questionnaire['questions'] = [
  { name: 'gender', choices: ['woman', 'man', 'non_binary', 'prefer_not_to_say'] },
  { name: 'age_band', choices: ['under_25', '25_34', '35_44', '45_54', '55_plus', 'prefer_not_to_say'] },
  { name: 'disability', choices: ['yes', 'no', 'prefer_not_to_say'] },
];

export const questionnaire = (asked: boolean, answered: boolean): Questionnaire => ({ asked, answered, questions });
