import { describe, expect, it } from 'vitest';
import { formatMoment, maskSecret, prettyJson } from './format';

describe('webhook formats', () => {
  it('hides a secret but for its whsec_ prefix, whatever its length', () => {
    expect(maskSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(`whsec_${'•'.repeat(12)}`);
    expect(maskSecret('whsec_short')).toBe(`whsec_${'•'.repeat(12)}`);
    expect(maskSecret('no-prefix')).toBe('•'.repeat(12));
  });

  it('shows a moment to the second, and a dash for none', () => {
    expect(formatMoment('2026-11-26T14:00:05Z')).toMatch(/^26\.11\.2026 \d\d:00:05$/);
    expect(formatMoment(null)).toBe('—');
  });

  it('indents a payload by two spaces', () => {
    expect(prettyJson({ type: 'webhook.test', data: { endpoint_id: 'e-1' } })).toBe(
      '{\n  "type": "webhook.test",\n  "data": {\n    "endpoint_id": "e-1"\n  }\n}',
    );
  });
});
