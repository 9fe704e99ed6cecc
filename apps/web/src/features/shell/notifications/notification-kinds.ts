import type { TFunction } from 'i18next';

/**
 * A notification's kind is `<module>.<event>` ('appointments.reminder'); its family, the module,
 * is what the list filters by and what a reader recognises ('Appointments').
 */
export const familyOf = (kind: string): string => kind.split('.')[0] ?? kind;

/** The families of the kinds a user has, each once, in the order given. */
export const familiesOf = (kinds: readonly string[]): string[] => [...new Set(kinds.map(familyOf))];

/** The family's name in the current language; a module without one yet shows its own name. */
export const familyLabel = (t: TFunction, family: string): string => t(`shell.notifications.families.${family}`, { defaultValue: family });
