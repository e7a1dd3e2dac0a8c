import { ApiError } from '@/lib/api-client';
import type { TeacherRef } from '@/types/learning';

/** The API takes documents under 10 MB, in these formats (read from the content). */
export const DOCUMENT_MAX_MB = 10;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
export const documentExtensions = ['.pdf', '.docx', '.txt'] as const;
/** The file picker's filter. */
export const DOCUMENT_ACCEPT = documentExtensions.join(',');

export const TITLE_MAX = 200;
export const TOPIC_MAX = 200;

export type DocumentProblem = 'unsupported_file_type' | 'document_too_large';

/**
 * What is wrong with a file picked as a document, as far as the browser can tell from its name
 * and size; the server reads the content and is the judge.
 */
export function documentProblem(file: { name: string; size: number }): DocumentProblem | null {
  const name = file.name.toLowerCase();
  if (!documentExtensions.some((extension) => name.endsWith(extension))) return 'unsupported_file_type';
  if (file.size > DOCUMENT_MAX_BYTES) return 'document_too_large';
  return null;
}

/**
 * The upload refusals in the documents' own words: the shared `errors.unsupported_file_type`
 * speaks of CVs.
 */
export const documentErrorMessages: Record<string, string> = {
  unsupported_file_type: 'learning.documents.errors.unsupported_file_type',
};

/** "18 KB", "2.4 MB": sizes as people read them (1 KB = 1024 bytes). */
export function formatSize(bytes: number, locale = 'en'): string {
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}

/** Formats are read from the file's content; another one shows as the API names it. */
export const formatLabel: Record<string, string | undefined> = { pdf: 'PDF', docx: 'DOCX', txt: 'TXT' };

/** The teachers a 409 `document_in_use` names (`details.teachers`), or null for any other failure. */
export function teachersInUse(error: unknown): TeacherRef[] | null {
  if (!(error instanceof ApiError) || error.code !== 'document_in_use') return null;
  const teachers = error.details.teachers;
  if (!Array.isArray(teachers)) return [];
  return teachers.filter(
    (teacher): teacher is TeacherRef => typeof teacher === 'object' && teacher !== null && typeof (teacher as TeacherRef).name === 'string',
  );
}
