import { languageBodySchema } from '@portal/contracts';
import { Segmented } from 'antd';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOptionalUser } from './current-user.tsx';
import { http } from './http-client.ts';
import { changeLanguage, languages, useLanguage } from './language.ts';
import { markLanguageUnsent, setAgreedLanguage } from './language-sync.ts';
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
 * Keeps a signed-in user's choice on the server too, so e-mails reach them in it and their other
 * devices take it (language-sync.ts). Before a reload, which would cut the call off. A choice the
 * server did not hear is marked unsent and sent at the next sign-in or page load, so a failure is
 * not shown as an error: one made signed out, a failed call, and an administrator's while acting as
 * someone (the banner is theirs: the person's language stays, and once the administrator is
 * themself again the choice is sent as their own).
 */
async function switchTo(next: Language, reload: boolean, self: number | null): Promise<void> {
  const sent = self !== null && await http.put('/me/language', languageBodySchema, { language: next }).then(() => true, () => false);
  if (sent) setAgreedLanguage(self, next);
  else markLanguageUnsent();
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
  const user = useOptionalUser();
  // The user switching for themself; nobody while signed out or acting as someone.
  const self = user && !user.virtualBy ? user.id : null;
  return (
    <Segmented<Language>
      data-testid="language-selector"
      aria-label={t('common.language.label')}
      size="small"
      value={lang}
      className="banner-language"
      options={languages.map((l) => ({ value: l, label: <span lang={l} data-testid={`language-option-${l}`}>{labels[l]}</span> }))}
      onChange={(next) => void switchTo(next, reload, self)}
    />
  );
}
