import { languageBodySchema, type UserInfo } from '@portal/contracts';
import { useEffect, useReducer } from 'react';
import { http } from '../shared/http-client.ts';
import { changeLanguage, storedChoice } from '../shared/language.ts';
import { agreedLanguage, languageUnsent, markLanguageUnsent, planLanguage, setAgreedLanguage, type LanguagePlan } from '../shared/language-sync.ts';

/**
 * Once per page load and user: the cached `/User/info` keeps the language it had when it was read,
 * so after a switch here a later render must not take that older value back. `done` turns true when
 * taking the server's language has finished; sending the browser's own holds nothing up.
 */
interface Work { done: boolean; promise: Promise<void> }
const works = new Map<number, Work>();

const planFor = (user: UserInfo): LanguagePlan =>
  planLanguage({ choice: storedChoice(), agreed: agreedLanguage(user.id), unsent: languageUnsent(), server: user.language });

async function carryOut(userId: number, plan: LanguagePlan): Promise<void> {
  if (plan.do === 'nothing') return;
  if (plan.do === 'agree') {
    setAgreedLanguage(userId, plan.language);
  } else if (plan.do === 'take') {
    // Before the pages render (the guard waits), so nothing needs a reload: no screen holds texts yet.
    await changeLanguage(plan.language);
    setAgreedLanguage(userId, plan.language);
  } else {
    const sent = await http.put('/me/language', languageBodySchema, { language: plan.language }).then(() => true, () => false);
    if (sent) setAgreedLanguage(userId, plan.language);
    else markLanguageUnsent();
  }
}

function start(user: UserInfo): Work {
  const known = works.get(user.id);
  if (known) return known;
  const plan = planFor(user);
  const work: Work = { done: plan.do !== 'take', promise: Promise.resolve() };
  work.promise = carryOut(user.id, plan).catch(() => undefined).finally(() => { work.done = true; });
  works.set(user.id, work);
  return work;
}

/**
 * The route guards' part of the language following the user (shared/language-sync.ts): true once
 * the pages may render, which waits only while the server's language is being taken, so they show
 * in it from their first paint. The work starts in an effect: switching i18next's language while
 * rendering would update other components mid-render.
 */
export function useServerLanguage(user: UserInfo | undefined): boolean {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!user) return;
    // Rendered once more when it ends (a spare render when it had ended already costs nothing).
    void start(user).promise.then(rerender);
  }, [user]);
  if (!user) return true;
  const work = works.get(user.id);
  return work ? work.done : planFor(user).do !== 'take';
}
