import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { Rating } from './rating';

describe('Rating', () => {
  it('given a rating to pick on an unnamed scale, names each star "n of 5" and nothing in English', async () => {
    renderApp(<Rating aria-label="Soft skills" value={0} />);
    const stars = await screen.findAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(screen.queryByRole('img', { name: 'star' })).toBeNull();
  });

  it('given the names of the levels, names each star by its level and gives the picked level', async () => {
    const picked = vi.fn();
    renderApp(<Rating names={['Poor', 'Fair', 'Good']} value={0} onChange={picked} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Good' }));
    expect(picked).toHaveBeenCalledWith(3);
  });

  it('given a rating to read, is one image named by its stars, with no radio to tab to', async () => {
    renderApp(<Rating readOnly value={3} />);
    const rating = await screen.findByRole('img', { name: '3 stars' });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(rating.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
  });
});
