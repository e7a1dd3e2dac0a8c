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

// locales/<language>/<namespace>.json. The first load brings only the English of the
// namespaces nearly every screen reads (the shell, error toasts, the language picker, forms);
// every other namespace, English (the fallback) and the chosen language alike, comes with the
// screens that read it (`withTexts` in the router).
const firstLoadEnglish = import.meta.glob<Bundle>(
  ['../locales/en/common.json', '../locales/en/errors.json', '../locales/en/layout.json', '../locales/en/validation.json'],
  { eager: true, import: 'default' },
);
// import.meta.glob takes literals only, so this list repeats the one above with '!'.
const screenEnglish = import.meta.glob<Bundle>(
  [
    '../locales/en/*.json',
    '!../locales/en/common.json',
    '!../locales/en/errors.json',
    '!../locales/en/layout.json',
    '!../locales/en/validation.json',
  ],
  { import: 'default' },
);
const others = import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

const namespaceOf = (file: string) => /\/([^/]+)\.json$/.exec(file)![1];
const firstLoadNamespaces = Object.keys(firstLoadEnglish).map(namespaceOf);
/** The namespaces whose texts come with the screen that reads them. */
export const screenNamespaces = Object.keys(screenEnglish).map(namespaceOf);
export const namespaces = [...firstLoadNamespaces, ...screenNamespaces];

/** The namespaces this page has needed so far: what a language chosen now must bring. */
const needed = new Set(firstLoadNamespaces);
/** The language being switched to, or shown: the one whose texts a screen loading now needs. */
let current: Language = defaultLanguage;

async function loadTexts(language: Language, wanted: Iterable<string>): Promise<void> {
  const files = language === 'en' ? screenEnglish : others;
  const missing = new Set([...wanted].filter((namespace) => !i18next.hasResourceBundle(language, namespace)));
  await Promise.all(
    Object.entries(files)
      .filter(([file]) => file.includes(`/locales/${language}/`) && missing.has(namespaceOf(file)))
      .map(async ([file, read]) => i18next.addResourceBundle(language, namespaceOf(file), await read())),
  );
}

/** Loads the texts of screen namespaces: English (the fallback of every language) and the current language's. */
export async function loadScreenTexts(wanted: readonly string[]): Promise<void> {
  // Noted before anything is awaited, so a language chosen meanwhile brings them too.
  wanted.forEach((namespace) => needed.add(namespace));
  const languages = current === 'en' ? ['en' as const] : ['en' as const, current];
  await Promise.all(languages.map((language) => loadTexts(language, wanted)));
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
  if (language === 'en') return;
  const [antd] = await Promise.all([antdLocales[language] ?? extras[language](), loadTexts(language, needed)]);
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
    resources: { en: Object.fromEntries(Object.entries(firstLoadEnglish).map(([file, bundle]) => [namespaceOf(file), bundle])) },
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
  current = language;
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
