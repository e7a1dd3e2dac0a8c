import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DOCUMENT_MAX_BYTES, documentProblem, formatSize, teachersInUse } from './documents';

describe('documentProblem', () => {
  it('takes PDF, DOCX and TXT files up to 10 MB, whatever the case of the extension', () => {
    expect(documentProblem({ name: 'leave.pdf', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'Handbook.DOCX', size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentProblem({ name: 'notes.txt', size: 0 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(documentProblem({ name: 'photo.png', size: 10 })).toBe('unsupported_file_type');
    expect(documentProblem({ name: 'old.doc', size: 10 })).toBe('unsupported_file_type');
    expect(documentProblem({ name: 'big.pdf', size: DOCUMENT_MAX_BYTES + 1 })).toBe('document_too_large');
  });
});

describe('formatSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(18345)).toBe('18 KB');
    expect(formatSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatSize(1536, 'ru')).toBe('1,5 KB');
  });
});

describe('teachersInUse', () => {
  it('reads the teachers of a 409 document_in_use, and nothing from other failures', () => {
    const teachers = [{ id: 't-1', name: 'Ada' }];
    expect(teachersInUse(new ApiError(409, 'document_in_use', 'In use.', {}, { teachers }))).toEqual(teachers);
    expect(teachersInUse(new ApiError(409, 'document_in_use', 'In use.'))).toEqual([]);
    expect(teachersInUse(new ApiError(404, 'not_found', 'Not found.'))).toBeNull();
    expect(teachersInUse(new Error('boom'))).toBeNull();
  });
});
