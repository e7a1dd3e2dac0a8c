import { describe, expect, it } from 'vitest';
import type { TeacherConversation } from '@/types/learning';
import { applyFrame, citationSource, isTeacherFrame, type TeacherFrame } from './conversation';

const at = '2026-07-01T10:00:00Z';
const empty: TeacherConversation = { messages: [] };
const citation = { number: 1, document_id: 'd-1', document_title: 'Leave policy', page: 2, quote: 'Employees receive 24 days.' };

const run = (frames: TeacherFrame[], start: TeacherConversation = empty) => frames.reduce((conversation, frame) => applyFrame(conversation, frame, 'How many days?', at), start);

describe('applyFrame', () => {
  it('adds the question and an empty answer at the start, then each token to the answer, then its citations', () => {
    const started = run([{ type: 'answer_start', message_id: 'm-2', question_id: 'm-1' }]);
    expect(started.messages.map(({ id, role, text }) => [id, role, text])).toEqual([
      ['m-1', 'user', 'How many days?'],
      ['m-2', 'teacher', ''],
    ]);
    const streamed = run(
      [
        { type: 'token', message_id: 'm-2', text: 'Employees ' },
        { type: 'token', message_id: 'm-2', text: 'receive ' },
        { type: 'token', message_id: 'm-2', text: '24 days.' },
      ],
      started,
    );
    expect(streamed.messages[1].text).toBe('Employees receive 24 days.');
    expect(streamed.messages[1].covered).toBeNull();
    const ended = run([{ type: 'answer_end', message_id: 'm-2', covered: true, citations: [citation], tokens_charged: 12, balance: 88 }], streamed);
    expect(ended.messages[1]).toMatchObject({ text: 'Employees receive 24 days.', covered: true, citations: [citation] });
    expect(ended.messages[0].text).toBe('How many days?');
  });

  it('keeps earlier messages and ignores a repeated start and error frames', () => {
    const earlier: TeacherConversation = { messages: [{ id: 'm-0', role: 'user', text: 'Hi', covered: null, citations: [], created_at: at }] };
    const once = run([{ type: 'answer_start', message_id: 'm-2', question_id: 'm-1' }], earlier);
    const twice = run([{ type: 'answer_start', message_id: 'm-2', question_id: 'm-1' }, { type: 'error', code: 'ai_unavailable', message: 'x' }], once);
    expect(twice).toBe(once);
    expect(twice.messages.map((one) => one.id)).toEqual(['m-0', 'm-1', 'm-2']);
  });

  it('starts an answer whose first token arrives without a start', () => {
    expect(run([{ type: 'token', message_id: 'm-9', text: 'Hello' }]).messages).toMatchObject([{ id: 'm-9', role: 'teacher', text: 'Hello' }]);
  });
});

describe('isTeacherFrame', () => {
  it('knows the four frame types', () => {
    expect(isTeacherFrame({ type: 'token', message_id: 'm', text: 'a' })).toBe(true);
    expect(isTeacherFrame({ type: 'error', code: 'x', message: 'y' })).toBe(true);
    expect(isTeacherFrame({ type: 'new_message' })).toBe(false);
    expect(isTeacherFrame(null)).toBe(false);
  });
});

describe('citationSource', () => {
  it('names the document and its page, or the document alone', () => {
    const page = (number: number) => `p. ${number}`;
    expect(citationSource(citation, page)).toBe('Leave policy, p. 2');
    expect(citationSource({ ...citation, page: null }, page)).toBe('Leave policy');
  });
});
