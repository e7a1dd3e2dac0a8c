import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { ChatInput, INPUT_ROWS } from './chat-input';

describe('ChatInput', () => {
  const setup = (socketOpen: boolean) => {
    const sent: string[] = [];
    const onSend = vi.fn((text: string, clear: () => void) => {
      sent.push(text);
      if (socketOpen) clear();
    });
    renderApp(<ChatInput onSend={onSend} />);
    return { sent, onSend };
  };
  const box = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Write a message' });

  it('has two rows; Enter sends and clears, Shift+Enter does not send', async () => {
    const { sent } = setup(true);
    const input = await box();
    expect(input.rows).toBe(INPUT_ROWS);
    fireEvent.change(input, { target: { value: 'line one' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    fireEvent.change(input, { target: { value: 'line one\nline two' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sent).toEqual(['line one\nline two']);
    expect(input.value).toBe('');
  });

  it('sends no blank text', async () => {
    const { onSend } = setup(true);
    const input = await box();
    fireEvent.change(input, { target: { value: '   \n ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text when it could not be sent', async () => {
    const { sent } = setup(false);
    const input = await box();
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sent).toEqual(['hello']);
    expect(input.value).toBe('hello');
  });
});
