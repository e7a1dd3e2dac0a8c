import { describe, expect, it } from 'vitest';
import { groupEventTypes, inListOrder } from './event-types';

describe('event types', () => {
  it('groups types by what they are about, groups and types in the order given', () => {
    expect(groupEventTypes(['application.submitted', 'interview.scheduled', 'application.moved', 'offer.sent'])).toEqual([
      { group: 'application', types: ['application.submitted', 'application.moved'] },
      { group: 'interview', types: ['interview.scheduled'] },
      { group: 'offer', types: ['offer.sent'] },
    ]);
  });

  it('puts chosen types in the order of the list, unknown ones last', () => {
    const list = ['application.submitted', 'application.moved', 'offer.sent'];
    expect(inListOrder(['offer.sent', 'retired.type', 'application.submitted'], list)).toEqual(['application.submitted', 'offer.sent', 'retired.type']);
  });
});
