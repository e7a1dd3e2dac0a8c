import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { InputNumber } from './input-number';

describe('InputNumber', () => {
  it('keeps its step arrows out of what a screen reader names: antd names them "up" and "down" in English', async () => {
    renderApp(<InputNumber aria-label="Salary" value={1000} />);
    expect(await screen.findByRole('spinbutton', { name: 'Salary' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^(up|down)$/ })).toBeNull();
  });
});
