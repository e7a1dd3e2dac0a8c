import { api } from '@/lib/api';
import type { Section, SectionInput, SectionItem } from '../utils/sections';

type SectionCalls<S extends Section> = {
  add: (body: SectionInput<S>) => Promise<SectionItem<S>>;
  update: (id: string, body: SectionInput<S>) => Promise<SectionItem<S>>;
  remove: (id: string) => Promise<unknown>;
};

// Each section's typed calls; the document's path, body and answer are checked entry by entry.
const sectionCalls: { [S in Section]: SectionCalls<S> } = {
  experiences: {
    add: (body) => api.POST('/api/accounts/experiences/', { body }),
    update: (id, body) => api.PUT('/api/accounts/experiences/{id}/', { path: { id }, body }),
    remove: (id) => api.DELETE('/api/accounts/experiences/{id}/', { path: { id } }),
  },
  educations: {
    add: (body) => api.POST('/api/accounts/educations/', { body }),
    update: (id, body) => api.PUT('/api/accounts/educations/{id}/', { path: { id }, body }),
    remove: (id) => api.DELETE('/api/accounts/educations/{id}/', { path: { id } }),
  },
  languages: {
    add: (body) => api.POST('/api/accounts/language/', { body }),
    update: (id, body) => api.PUT('/api/accounts/language/{id}/', { path: { id }, body }),
    remove: (id) => api.DELETE('/api/accounts/language/{id}/', { path: { id } }),
  },
  portfolios: {
    add: (body) => api.POST('/api/accounts/portfolios/', { body }),
    update: (id, body) => api.PUT('/api/accounts/portfolios/{id}/', { path: { id }, body }),
    remove: (id) => api.DELETE('/api/accounts/portfolios/{id}/', { path: { id } }),
  },
};

/** The calls of one section. */
export const sectionCallsOf = <S extends Section>(section: S): SectionCalls<S> => sectionCalls[section];
