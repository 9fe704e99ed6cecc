import { languageBodySchema } from '@portal/contracts';
import { Segmented } from 'antd';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOptionalUser } from './current-user.tsx';
import { http } from './http-client.ts';
import { changeLanguage, languages, useLanguage } from './language.ts';
import { setLanguageMark } from './language-sync.ts';
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

/** Who switches: nobody signed in, the user themself, or an administrator acting as someone. */
type Switcher = 'signed-out' | 'self' | 'simulating';

/**
 * Keeps a signed-in user's choice on the server too, so e-mails reach them in it and their other
 * devices take it (language-sync.ts). Before a reload, which would cut the call off. A choice the
 * server did not hear (signed out, or the call failed) is marked 'unsent' and sent at the next
 * sign-in or page load, so a failure is not shown as an error. An administrator acting as someone
 * keeps the banner for themself: the server stores nothing then, and the mark stays as it was, so
 * the choice is sent as the administrator's own once they are themself again.
 */
async function switchTo(next: Language, reload: boolean, who: Switcher): Promise<void> {
  if (who === 'self') {
    const sent = await http.put('/me/language', languageBodySchema, { language: next }).then(() => true, () => false);
    setLanguageMark(sent ? next : 'unsent');
  } else if (who === 'signed-out') {
    setLanguageMark('unsent');
  }
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
  const who: Switcher = !user ? 'signed-out' : user.virtualBy ? 'simulating' : 'self';
  return (
    <Segmented<Language>
      data-testid="language-selector"
      aria-label={t('common.language.label')}
      size="small"
      value={lang}
      className="banner-language"
      options={languages.map((l) => ({ value: l, label: <span lang={l} data-testid={`language-option-${l}`}>{labels[l]}</span> }))}
      onChange={(next) => void switchTo(next, reload, who)}
    />
  );
}
