import { defaultLanguage, isLanguage, type Language } from './language.ts';

/**
 * The portal language follows the user from device to device (issue 28): the server keeps the last
 * choice (`PUT /api/me/language` on every switch), `/User/info` returns it, and at sign-in or a page
 * load with a session the web takes it. This browser remembers what it last agreed on with the
 * server, so it can tell a choice made elsewhere since (take the server's) from one made here that
 * the server never heard (send it): the language both had, or 'unsent' for a switch made signed out
 * or whose call failed.
 */
export type LanguageMark = Language | 'unsent';

const markKey = 'portal.language.server';

export function languageMark(): LanguageMark | null {
  try {
    const saved = window.localStorage.getItem(markKey);
    return saved === 'unsent' || isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function setLanguageMark(mark: LanguageMark): void {
  try {
    window.localStorage.setItem(markKey, mark);
  } catch {
    // Without storage the next page load simply compares again.
  }
}

export type LanguagePlan =
  | { do: 'nothing' }
  /** Browser and server already show the same: remember that they agree. */
  | { do: 'agree'; language: Language }
  /** The server's is the newer choice: show it. */
  | { do: 'take'; language: Language }
  /** This browser's is the newer choice: tell the server. */
  | { do: 'send'; language: Language };

/**
 * What to do with the server's language (`null` while an administrator acts as someone: the banner
 * is then the administrator's, so nothing changes), given this browser's choice (`null` when it has
 * none) and its mark. A choice this browser holds without ever having agreed with the server (made
 * before the portal kept languages, or set by hand) is left as it is; the next switch sends it.
 */
export function planLanguage(choice: Language | null, mark: LanguageMark | null, server: Language | null): LanguagePlan {
  if (server === null) return { do: 'nothing' };
  if ((choice ?? defaultLanguage) === server) return mark === server ? { do: 'nothing' } : { do: 'agree', language: server };
  if (choice === null) return { do: 'take', language: server };
  if (mark === 'unsent') return { do: 'send', language: choice };
  if (mark === null) return { do: 'nothing' };
  // Both agreed on this choice once, and the server has another now: the user switched elsewhere since.
  if (mark === choice) return { do: 'take', language: server };
  // This browser switched since they last agreed, without the server hearing (e.g. while simulating).
  return { do: 'send', language: choice };
}
