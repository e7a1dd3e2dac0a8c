import { describe, expect, it } from 'vitest';
import { deliveryFilter } from './delivery-search';

describe('deliveryFilter', () => {
  it('passes the filters and page of the URL on, with the page size', () => {
    expect(deliveryFilter({ endpoint_id: 'e-1', status: 'failed', event_type: 'offer.sent', page: 3 }, 20)).toEqual({
      endpoint_id: 'e-1',
      status: 'failed',
      event_type: 'offer.sent',
      page: 3,
      pageSize: 20,
    });
  });

  it('leaves out a status the API does not know', () => {
    expect(deliveryFilter({ status: 'lost', page: 1 }, 20).status).toBeUndefined();
  });
});
