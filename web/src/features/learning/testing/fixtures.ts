import type { AiModel, AiTeacher, LearningDocument } from '@/types/learning';

// What the learning API answers in the screens' tests.

export const leavePolicy: LearningDocument = {
  id: 'd-1',
  title: 'Leave policy',
  topic: 'HR',
  file_name: 'leave.pdf',
  format: 'pdf',
  size_bytes: 18345,
  pages: 3,
  passages: 12,
  teachers: [
    { id: 't-1', name: 'Ada' },
    { id: 't-2', name: 'Grace' },
  ],
  created_at: '2026-07-01T09:00:00Z',
  updated_at: '2026-07-02T10:30:00Z',
};

export const handbook: LearningDocument = {
  ...leavePolicy,
  id: 'd-2',
  title: 'Handbook',
  topic: null,
  file_name: 'handbook.txt',
  format: 'txt',
  size_bytes: 512,
  pages: null,
  passages: 3,
  teachers: [],
};

export const builtIn: AiModel = { id: 'hire-extractive', name: 'Built-in (answers with quotes from the documents)' };

export const ada: AiTeacher = {
  id: 't-1',
  name: 'Ada',
  avatar: null,
  topic: 'Onboarding',
  model: 'hire-extractive',
  documents: [{ id: 'd-1', title: 'Leave policy' }],
  created_at: '2026-07-01T09:00:00Z',
  updated_at: '2026-07-01T09:00:00Z',
};

export const grace: AiTeacher = { ...ada, id: 't-2', name: 'Grace', topic: null, documents: [] };
