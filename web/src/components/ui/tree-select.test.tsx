import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/test-utils';
import { TreeSelect } from './tree-select';

const units = [{ value: 'sales', title: 'Sales', children: [{ value: 'north', title: 'North' }] }];

describe('TreeSelect', () => {
  it('names its clear button in the UI language', async () => {
    await setLanguage('az', { store: false });
    renderApp(<TreeSelect allowClear value="north" treeData={units} treeDefaultExpandAll />);
    expect(await screen.findByRole('button', { name: 'Təmizlə' })).toBeTruthy();
  });

  it('keeps its arrow out of its name: antd names the icon "down" in English', async () => {
    await setLanguage('ru', { store: false });
    renderApp(<TreeSelect value="north" treeData={units} treeDefaultExpandAll />);
    expect(await screen.findByText('North')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'down' })).toBeNull();
  });
});
