import type { TFunction } from 'i18next';
import { pickText, type Language } from '../../../shared/language.ts';

/**
 * A notification's kind is `<module>.<event>` ('appointments.reminder'); its family, the module,
 * is what the list filters by and what a reader recognises ('Appointments').
 */
export const familyOf = (kind: string): string => kind.split('.')[0] ?? kind;

/** The families of the kinds a user has, each once, in the order given. */
export const familiesOf = (kinds: readonly string[]): string[] => [...new Set(kinds.map(familyOf))];

/** The family's name in the current language; a module without one yet shows its own name. */
export const familyLabel = (t: TFunction, family: string): string => t(`shell.notifications.families.${family}`, { defaultValue: family });

/** Rows of kinds grouped by family, the families in the order their first kind comes. */
export function byFamily<T extends { kind: string }>(rows: readonly T[]): { family: string; rows: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const family = familyOf(r.kind);
    groups.set(family, [...(groups.get(family) ?? []), r]);
  }
  return [...groups].map(([family, list]) => ({ family, rows: list }));
}

/**
 * What a save sends: the kinds whose e-mail switch now differs from what the server has. A
 * mandatory kind is never sent (its switch is locked on), so the server's refusal only comes if
 * the school made a kind mandatory while the page was open.
 */
export function changedChoices<K extends string>(saved: readonly { kind: K; email: boolean; mandatory: boolean }[], draft: Readonly<Record<string, boolean>>): { kind: K; email: boolean }[] {
  return saved.flatMap((p) => {
    const email = draft[p.kind];
    return email === undefined || email === p.email || p.mandatory ? [] : [{ kind: p.kind, email }];
  });
}

/** A kind's label in the current language from the server's list; a kind no longer listed shows its own name. */
export function kindLabel(lang: Language, kind: string, kinds: readonly { kind: string; label: string; labelEn: string }[] | undefined): string {
  const known = kinds?.find((k) => k.kind === kind);
  return known ? pickText(lang, known.label, known.labelEn) : kind;
}
