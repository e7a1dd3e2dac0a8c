// The lms module: documents, AI teachers and their conversations (docs/api-learning-contract.md).
import type { Schema } from './schema';

export type TeacherRef = Schema<'TeacherRef'>;
export type LearningDocument = Schema<'LearningDocument'>;
export type AiTeacher = Schema<'AiTeacher'>;
export type AiModel = Schema<'AiModel'>;
export type Citation = Schema<'Citation'>;
export type TeacherMessage = Schema<'TeacherMessage'>;
export type TeacherConversation = Schema<'TeacherConversation'>;
