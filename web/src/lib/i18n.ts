import antdEn from 'antd/es/locale/en_US';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

export const languages = ['en', 'az', 'ru'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

const LANGUAGE_KEY = 'hire.language';

type Bundle = Record<string, unknown>;

// locales/<language>/<namespace>.json. English is the fallback and ships with the first load,
// except the namespaces only lazily loaded screens read: those come with their screens
// (`withTexts`). The other languages are fetched when chosen.
const english = import.meta.glob<Bundle>(
  [
    '../locales/en/*.json',
    '!../locales/en/workforcePlanning.json',
    '!../locales/en/benchmark.json',
    '!../locales/en/market.json',
    '!../locales/en/aiProposal.json',
    '!../locales/en/learning.json',
    '!../locales/en/delegates.json',
    '!../locales/en/cvDatabase.json',
    '!../locales/en/webhooks.json',
    '!../locales/en/privacy.json',
    '!../locales/en/dashboard.json',
    '!../locales/en/chat.json',
    '!../locales/en/companies.json',
    '!../locales/en/profile.json',
    '!../locales/en/accounts.json',
  ],
  { eager: true, import: 'default' },
);
// import.meta.glob takes literals only, so this list repeats the one above without the '!'.
const screenEnglish = import.meta.glob<Bundle>(
  [
    '../locales/en/workforcePlanning.json',
    '../locales/en/benchmark.json',
    '../locales/en/market.json',
    '../locales/en/aiProposal.json',
    '../locales/en/learning.json',
    '../locales/en/delegates.json',
    '../locales/en/cvDatabase.json',
    '../locales/en/webhooks.json',
    '../locales/en/privacy.json',
    '../locales/en/dashboard.json',
    '../locales/en/chat.json',
    '../locales/en/companies.json',
    '../locales/en/profile.json',
    '../locales/en/accounts.json',
  ],
  { import: 'default' },
);
const others = import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

const namespaceOf = (file: string) => /\/([^/]+)\.json$/.exec(file)![1];
/** The namespaces whose English texts come with the screen that reads them. */
export const screenNamespaces = Object.keys(screenEnglish).map(namespaceOf);
export const namespaces = [...Object.keys(english).map(namespaceOf), ...screenNamespaces];

/** Loads the English texts of screen namespaces (the fallback of every language). */
export async function loadScreenTexts(wanted: readonly string[]): Promise<void> {
  await Promise.all(
    Object.entries(screenEnglish)
      .filter(([file]) => wanted.includes(namespaceOf(file)) && !i18next.hasResourceBundle('en', namespaceOf(file)))
      .map(async ([file, read]) => i18next.addResourceBundle('en', namespaceOf(file), await read())),
  );
}

/** A lazily loaded screen module, ready once its screen namespaces' texts are too. */
export async function withTexts<T>(module: Promise<T>, ...wanted: string[]): Promise<T> {
  const [loaded] = await Promise.all([module, loadScreenTexts(wanted)]);
  return loaded;
}

// What each language needs besides its texts: antd's locale and dayjs' locale.
const extras: Record<Exclude<Language, 'en'>, () => Promise<AntdLocale>> = {
  az: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/az_AZ'), import('dayjs/locale/az')]);
    return antd.default;
  },
  ru: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/ru_RU'), import('dayjs/locale/ru')]);
    return antd.default;
  },
};

const antdLocales: Partial<Record<Language, AntdLocale>> = { en: antdEn };

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

async function load(language: Language): Promise<void> {
  if (language === 'en' || antdLocales[language]) return;
  const files = Object.entries(others).filter(([file]) => file.includes(`/locales/${language}/`));
  const [antd] = await Promise.all([
    extras[language](),
    ...files.map(async ([file, read]) => i18next.addResourceBundle(language, namespaceOf(file), await read())),
  ]);
  antdLocales[language] = antd;
}

function applyToPage(language: Language) {
  dayjs.locale(language);
  document.documentElement.lang = language;
}

/** Starts i18next in the stored language (English by default), its texts loaded. */
export async function initI18n(): Promise<void> {
  const stored = window.localStorage.getItem(LANGUAGE_KEY);
  const wanted = isLanguage(stored) ? stored : defaultLanguage;
  await i18next.use(initReactI18next).init({
    resources: { en: Object.fromEntries(Object.entries(english).map(([file, bundle]) => [namespaceOf(file), bundle])) },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    ns: namespaces,
    defaultNS: 'common',
    // "errors.no_active_user" reads as namespace "errors", key "no_active_user": the spec and
    // the API name translations that way. i18next splits on the first dot when it names a
    // namespace.
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
  });
  await setLanguage(wanted, { store: false });
}

/** Loads a language, then switches texts, antd and dayjs together, and remembers the choice. */
export async function setLanguage(language: Language, { store = true } = {}): Promise<void> {
  await load(language);
  if (store) window.localStorage.setItem(LANGUAGE_KEY, language);
  applyToPage(language);
  await i18next.changeLanguage(language);
}

/** The one place that keeps i18next, antd's locale and dayjs' locale on the same language. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  return {
    language,
    antdLocale: antdLocales[language] ?? antdEn,
    setLanguage: (next: Language) => void setLanguage(next),
  };
}

export { i18next as i18n };
