import { defaultLanguage, isLanguage, type Language } from './language.ts';

/**
 * The portal language follows the user from device to device (issue 28): the server keeps the last
 * choice (`PUT /api/me/language` on every switch), `/User/info` returns it, and at sign-in or a page
 * load with a session the web takes it. To tell a choice made elsewhere since (take the server's)
 * from one made here that the server never heard (send it), this browser remembers, per user, the
 * language it and the server last agreed on, and whether its last switch went unheard (made signed
 * out, or the call failed): the next user to sign in here is the one who made it.
 */
const agreedKey = 'portal.language.agreed';
const unsentKey = 'portal.language.unsent';
/** A shared computer remembers this many users; the oldest is forgotten first. */
const KEEP = 20;

function readAgreed(): Record<string, Language> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(agreedKey) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, Language] => isLanguage(e[1])));
  } catch {
    return {};
  }
}

export function agreedLanguage(userId: number): Language | null {
  return readAgreed()[String(userId)] ?? null;
}

/** The user's language is the same here and on the server: remembered, and nothing is unsent any more. */
export function setAgreedLanguage(userId: number, language: Language): void {
  try {
    const rest = Object.entries(readAgreed()).filter(([id]) => id !== String(userId)).slice(-(KEEP - 1));
    window.localStorage.setItem(agreedKey, JSON.stringify(Object.fromEntries([...rest, [String(userId), language]])));
    window.localStorage.removeItem(unsentKey);
  } catch {
    // Without storage the next page load simply compares again.
  }
}

/** A switch the server did not hear: sent when someone next signs in here. */
export function markLanguageUnsent(): void {
  try {
    window.localStorage.setItem(unsentKey, '1');
  } catch {
    // As above.
  }
}

export function languageUnsent(): boolean {
  try {
    return window.localStorage.getItem(unsentKey) === '1';
  } catch {
    return false;
  }
}

export interface LanguageState {
  /** This browser's choice; null when it has none (it shows the default). */
  choice: Language | null;
  /** What this browser and the server last agreed on for this user; null if they never compared. */
  agreed: Language | null;
  /** This browser's last switch went unheard. */
  unsent: boolean;
  /** The server's; null while an administrator acts as the user (the banner is then theirs). */
  server: Language | null;
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
 * What to do at sign-in or a page load. A choice this browser holds without having compared it with
 * the server for this user (another user's on a shared computer, or one from before the portal kept
 * languages) is left as it is: nothing says which is newer, and the next switch sends it.
 */
export function planLanguage({ choice, agreed, unsent, server }: LanguageState): LanguagePlan {
  if (server === null) return { do: 'nothing' };
  if ((choice ?? defaultLanguage) === server) return agreed === server && !unsent ? { do: 'nothing' } : { do: 'agree', language: server };
  if (choice === null) return { do: 'take', language: server };
  if (unsent) return { do: 'send', language: choice };
  if (agreed === null) return { do: 'nothing' };
  // They agreed once, and the two differ now: the user switched elsewhere since (or someone else did here).
  return { do: 'take', language: server };
}
