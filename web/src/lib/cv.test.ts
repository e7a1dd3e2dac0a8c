import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, cvProblem } from './cv';

const file = (content: BlobPart[], name: string, type = 'application/pdf') => new File(content, name, { type });

describe('cvProblem', () => {
  it('accepts a PDF of at most 1 MB', async () => {
    expect(await cvProblem(file(['%PDF-1.4\n%%EOF\n'], 'cv.pdf'))).toBeNull();
    expect(await cvProblem(file(['%PDF-', new Uint8Array(CV_MAX_BYTES - 5)], 'exactly-1mb.pdf'))).toBeNull();
  });

  it('refuses another format, by name, type or content', async () => {
    expect(await cvProblem(file(['hello'], 'cv.txt', 'text/plain'))).toBe('pdf_required');
    expect(await cvProblem(file(['PK\u0003\u0004'], 'renamed.pdf'))).toBe('pdf_required');
  });

  it('refuses a file over 1 MB', async () => {
    expect(await cvProblem(file(['%PDF-', new Uint8Array(CV_MAX_BYTES)], 'big.pdf'))).toBe('file_too_large');
  });
});
