import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import enCommon from '../i18n/en-US/common.json';
import enShell from '../i18n/en-US/shell.json';
import zhCommon from '../i18n/zh-CN/common.json';
import zhShell from '../i18n/zh-CN/shell.json';

export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

const storageKey = 'portal.language';

export const isLanguage = (value: unknown): value is Language => languages.some((l) => l === value);

/** The choice this browser keeps, or null when it has none (a fresh browser, a blocked storage). */
export function storedChoice(): Language | null {
  try {
    const saved = window.localStorage.getItem(storageKey);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The persisted choice; private browsing or a blocked storage falls back to the default. */
export function storedLanguage(): Language {
  return storedChoice() ?? defaultLanguage;
}

function applyDocumentLocale(lang: Language): void {
  dayjs.locale(lang === 'en-US' ? 'en' : 'zh-cn');
  document.documentElement.lang = lang;
}

/**
 * Each domain ships one JSON file per language whose top-level key is the domain, so the files
 * merge into one namespace and keys read `shell.notices.fields.title.label` everywhere.
 */
export function initI18n(): typeof i18next {
  const lng = storedLanguage();
  applyDocumentLocale(lng);
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources: {
      'zh-CN': { translation: { ...zhCommon, ...zhShell } },
      'en-US': { translation: { ...enCommon, ...enShell } },
    },
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  document.title = i18next.t('common.app.documentTitle');
  return i18next;
}

/**
 * Adds a feature's texts when its lazy chunk loads, so the first visit (sign-in and home) does not
 * carry every screen's strings. Keys follow the same `<domain>.…` rule as the static files.
 */
export function registerTranslations(resources: Record<Language, Record<string, unknown>>): void {
  for (const lang of languages) i18next.addResourceBundle(lang, 'translation', resources[lang], true, true);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

/** The language key of the message-code catalogue in `@portal/contracts`. */
export function messageLang(): 'zh' | 'en' {
  return currentLanguage() === 'en-US' ? 'en' : 'zh';
}

/**
 * Persists and applies a language. Screens marked `langReload` reload instead, because they keep
 * language-dependent data the server sends already translated.
 */
export async function changeLanguage(lang: Language, reload = false): Promise<void> {
  try {
    window.localStorage.setItem(storageKey, lang);
  } catch {
    // The choice then lasts for this page only; nothing else to do.
  }
  if (reload) {
    window.location.reload();
    return;
  }
  applyDocumentLocale(lang);
  await i18next.changeLanguage(lang);
  document.title = i18next.t('common.app.documentTitle');
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/**
 * Picks the English variant of a bilingual pair (`title/enTitle`, `*Des/*DesEN`) when the language
 * is English and the variant is filled in; the Chinese text is the one every record has.
 */
export function pickText(lang: Language, zh: string, en: string | null | undefined): string {
  return lang === 'en-US' && en && en.trim() ? en : zh;
}
