import { act, fireEvent, screen } from '@testing-library/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { formRules } from '@/lib/validation';
import { renderApp } from '@/testing/test-utils';
import { LimitedTextArea } from './limited-text';

function About() {
  const { t } = useTranslation();
  return (
    <Form onFinish={() => undefined}>
      <Form.Item name="about" label="About" rules={[formRules(t).maxChars(500)]}>
        <LimitedTextArea limit={500} showCount />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

async function paste(text: string) {
  const box = screen.getByLabelText('About');
  await act(async () => fireEvent.change(box, { target: { value: text } }));
  return box as HTMLTextAreaElement;
}

describe('a limited text box', () => {
  it('keeps a paste over the limit whole and says by how much it is over', async () => {
    renderApp(<About />);
    const box = await paste('x'.repeat(600));
    expect(box.value).toHaveLength(600);
    expect(screen.getByText('600 / 500: 100 too many')).toBeTruthy();
  });

  it('refuses to submit text over the limit, with the rule in words', async () => {
    renderApp(<About />);
    await paste('x'.repeat(501));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Enter at most 500 characters.')).toBeTruthy();
  });

  it('says so when the text reaches the limit', async () => {
    renderApp(<About />);
    await paste('x'.repeat(500));
    expect(screen.getByText('500 / 500: the limit')).toBeTruthy();
  });

  it('counts plainly below the limit', async () => {
    renderApp(<About />);
    await paste('x'.repeat(42));
    expect(screen.getByText('42 / 500')).toBeTruthy();
  });

  it('speaks the UI language at the limit', async () => {
    await setLanguage('ru');
    renderApp(<About />);
    await paste('x'.repeat(510));
    expect(screen.getByText('510 / 500: на 10 больше предела')).toBeTruthy();
    await setLanguage('en');
  });
});
