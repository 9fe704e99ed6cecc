import { languageBodySchema } from '@portal/contracts';
import { Segmented } from 'antd';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOptionalUser } from './current-user.tsx';
import { http } from './http-client.ts';
import { changeLanguage, languages, useLanguage } from './language.ts';
import type { Language } from './language.ts';

/** Route `handle` of screens that must reload on a language change (FEATURES X-19 'lang-reload'). */
export interface RouteHandle {
  langReload?: boolean;
}

const isRouteHandle = (h: unknown): h is RouteHandle => typeof h === 'object' && h !== null && 'langReload' in h;

/** Whether any matched route asks for a reload when the language changes. */
export function useLangReload(): boolean {
  return useMatches().some((m) => isRouteHandle(m.handle) && m.handle.langReload === true);
}

/** Each option is written in its own language, so a reader of either can find theirs. */
const labels: Record<Language, string> = { 'zh-CN': '中文', 'en-US': 'EN' };

/**
 * Keeps a signed-in user's choice on the server too, so e-mails reach them in it. Before a reload,
 * which would cut the call off; a failure keeps the choice in this browser, and the next switch
 * sends it again, so it is not shown as an error.
 */
async function switchTo(next: Language, reload: boolean, signedIn: boolean): Promise<void> {
  if (signedIn) await http.put('/me/language', languageBodySchema, { language: next }).catch(() => undefined);
  await changeLanguage(next, reload);
}

/**
 * The banner's language choice: two options, so a segmented switch rather than a drop-down
 * (one click, and no select machinery on the sign-in page).
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const reload = useLangReload();
  const signedIn = useOptionalUser() !== null;
  return (
    <Segmented<Language>
      data-testid="language-selector"
      aria-label={t('common.language.label')}
      size="small"
      value={lang}
      className="banner-language"
      options={languages.map((l) => ({ value: l, label: <span lang={l} data-testid={`language-option-${l}`}>{labels[l]}</span> }))}
      onChange={(next) => void switchTo(next, reload, signedIn)}
    />
  );
}
