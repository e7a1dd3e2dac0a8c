import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/test-utils';
import { Table } from './table';

const rows = Array.from({ length: 25 }, (_, index) => ({ id: index, name: `Row ${index}` }));

describe('Table', () => {
  it("names its pagination's previous and next buttons in the UI language, not by their arrows", async () => {
    await setLanguage('ru', { store: false });
    renderApp(<Table rowKey="id" columns={[{ title: 'Name', dataIndex: 'name' }]} dataSource={rows} />);
    expect(await screen.findByRole('button', { name: 'Назад' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вперед' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /left|right/ })).toBeNull();
  });

  it('keeps no pagination when told so', () => {
    renderApp(<Table rowKey="id" columns={[{ title: 'Name', dataIndex: 'name' }]} dataSource={rows} pagination={false} />);
    expect(screen.getAllByRole('row')).toHaveLength(rows.length + 1);
  });
});
