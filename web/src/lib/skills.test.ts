import { describe, expect, it } from 'vitest';
import type { Skill } from '@/types/jobs';
import { matchesSkill, skillCatalogue, skillName } from './skills';

const communication: Skill = { id: 12, name_en: 'Communication', name_az: 'Ünsiyyət', name_ru: 'Коммуникация' };
const projectManagement: Skill = { id: 40, name_en: 'Project Management', name_az: 'Layihə idarəetməsi', name_ru: 'Управление проектами' };
const catalogue = skillCatalogue([communication, projectManagement]);

describe('skillName', () => {
  it('given a job skill by its English name, shows it in Azerbaijani to an Azerbaijani reader', () => {
    expect(skillName('Communication', 'az', catalogue)).toBe('Ünsiyyət');
  });

  it('given a job skill by its English name, shows it in Russian to a Russian reader', () => {
    expect(skillName('Project Management', 'ru', catalogue)).toBe('Управление проектами');
  });

  it('given an English name in another case, still finds the skill, as the API keeps names unique ignoring case', () => {
    expect(skillName('communication', 'ru', catalogue)).toBe('Коммуникация');
  });

  it('given a profile skill from the catalogue, shows the name of the reader\'s language', () => {
    expect(skillName(projectManagement, 'az', catalogue)).toBe('Layihə idarəetməsi');
  });

  it('given a skill the catalogue does not know, shows it as it was typed', () => {
    expect(skillName('Fortran 77', 'ru', catalogue)).toBe('Fortran 77');
  });
});

describe('skillCatalogue', () => {
  it('given a name typed in Russian, finds its catalogue skill, as the API matches typed names', () => {
    expect(catalogue.byAnyName('коммуникация')).toBe(communication);
  });

  it('given a translated name, does not take it for an English name', () => {
    expect(catalogue.byEnglishName('Ünsiyyət')).toBeUndefined();
  });
});

describe('matchesSkill', () => {
  it('given part of the Russian name, finds the skill', () => {
    expect(matchesSkill(projectManagement, 'управл')).toBe(true);
  });

  it('given part of the Azerbaijani name typed without its accents, finds the skill', () => {
    expect(matchesSkill(communication, 'unsiyy')).toBe(true);
  });

  it('given a search none of the names contain, leaves the skill out', () => {
    expect(matchesSkill(communication, 'layihə')).toBe(false);
  });
});
