import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/test-utils';
import { Select } from './select';

const options = [{ value: 'azn', label: 'AZN' }];

describe('Select', () => {
  it('names its clear button in the UI language', async () => {
    await setLanguage('az', { store: false });
    renderApp(<Select allowClear value="azn" options={options} />);
    expect(await screen.findByRole('button', { name: 'Təmizlə' })).toBeTruthy();
  });

  it('keeps its arrow out of its name: antd names the icon "down" in English', async () => {
    await setLanguage('ru', { store: false });
    renderApp(<Select value="azn" options={options} />);
    expect(await screen.findByText('AZN')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'down' })).toBeNull();
  });

  it('given no allowClear, offers no clear button', () => {
    renderApp(<Select value="azn" options={options} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
