import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { jobseeker, mockApi, renderApp } from '@/testing/test-utils';
import type { Skill } from '@/types/jobs';
import { SkillSelect } from './skill-select';

const catalogue: Skill[] = [
  { id: 12, name_en: 'Communication', name_az: 'Ünsiyyət', name_ru: 'Коммуникация' },
  { id: 40, name_en: 'Project Management', name_az: 'Layihə idarəetməsi', name_ru: 'Управление проектами' },
  { id: 41, name_en: 'Agile Project Management', name_az: 'Çevik layihə idarəetməsi', name_ru: 'Гибкое управление проектами' },
];

/** The picker, open once the catalogue has loaded into it. */
async function renderPicker(by: 'id' | 'name_en') {
  mockApi(jobseeker(), { 'GET /api/jobs/skills': () => ({ body: catalogue }) });
  const onChange = vi.fn();
  renderApp(<SkillSelect by={by} aria-label="Skills" onChange={onChange} />);
  await act(async () => fireEvent.mouseDown(screen.getByLabelText('Skills')));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(catalogue.length));
  return onChange;
}

async function type(text: string) {
  const input = screen.getByLabelText('Skills');
  await act(async () => fireEvent.change(input, { target: { value: text } }));
  return input;
}

const optionNow = (title: string) => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
const option = (title: string) => waitFor(() => optionNow(title) ?? Promise.reject(new Error(`no option "${title}"`)));

describe('SkillSelect', { timeout: 30_000 }, () => {
  it('given the catalogue, when searching by part of a Russian name, offers that skill named in the reader\'s language', async () => {
    await renderPicker('id');
    await type('управл');
    expect(await option('Project Management')).toBeTruthy();
    expect(optionNow('Communication')).toBeNull();
  });

  it('given a Russian reader, labels the catalogue\'s options in Russian', async () => {
    await setLanguage('ru', { store: false });
    await renderPicker('id');
    await type('ünsiyy');
    expect(await option('Коммуникация')).toBeTruthy();
  });

  it('when a catalogue skill is chosen for a job, keeps its English name', async () => {
    const onChange = await renderPicker('name_en');
    await type('Ünsiyy');
    await act(async () => fireEvent.click(await option('Communication')));
    expect(onChange).toHaveBeenLastCalledWith(['Communication']);
  });

  it('when a skill the catalogue lacks is typed and Enter pressed, keeps it as typed', async () => {
    const onChange = await renderPicker('id');
    const input = await type('Kotlin');
    await act(async () => fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    expect(onChange).toHaveBeenLastCalledWith(['Kotlin']);
  });

  it('when a catalogue name is typed in full in another language, keeps the catalogue skill rather than the typed text', async () => {
    const onChange = await renderPicker('id');
    const input = await type('коммуникация');
    await act(async () => fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    expect(onChange).toHaveBeenLastCalledWith([12]);
  });

  it('when a skill is typed exactly and Enter pressed, takes that skill before others whose names contain it', async () => {
    const onChange = await renderPicker('name_en');
    const input = await type('Project Management');
    await act(async () => fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    expect(onChange).toHaveBeenLastCalledWith(['Project Management']);
  });
});
