import { describe, expect, it } from 'vitest';
import { i18n, namespaces, setLanguage } from './i18n';

describe('i18n', () => {
  it('reads "<namespace>.<key>" the way the spec and the API name texts', () => {
    expect(i18n.t('errors.no_active_user')).toBe('No active account was found with this e-mail and password.');
    expect(i18n.t('notFound.backToHome')).toBe('Back to home');
    expect(i18n.t('accounts.settings.deleteFailed')).toBe('Failed to delete account. Please check your password.');
  });

  it('has every namespace the areas use', () => {
    expect([...namespaces].sort()).toEqual(
      ['accounts', 'aiProposal', 'auth', 'benchmark', 'chat', 'common', 'companies', 'cvDatabase', 'dashboard', 'delegates', 'diversity', 'errors', 'jobs', 'layout', 'learning', 'lists', 'market', 'notFound', 'org', 'privacy', 'profile', 'reports', 'validation', 'webhooks', 'workforcePlanning'].sort(),
    );
  });

  it('loads another language on demand and switches to it', async () => {
    await setLanguage('az', { store: false });
    expect(i18n.t('notFound.notFound')).toBe('Səhifə tapılmadı');
    await setLanguage('ru', { store: false });
    expect(i18n.t('notFound.notFound')).toBe('Страница не найдена');
  });
});
