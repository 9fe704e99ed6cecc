/** A text with its English form. */
export interface BiText { zh: string; en: string }

/** A kind's label in both languages, and whether the school makes its e-mail mandatory. */
export interface KindInfo { mandatory: boolean; zh: string; en: string }

/** The subject and body of a notice in one language. */
export interface NoticeText { subject: string; body: string }
export interface NoticeTexts { zh: NoticeText; en: NoticeText }

/** A family's kinds: exactly the keys of its params map, no more (object literals refuse extras). */
export type KindsOf<P> = { readonly [K in keyof P]: KindInfo };
/** A family's templates: one per kind, typed params in, both languages out. */
export type TemplatesOf<P> = { [K in keyof P]: (p: P[K]) => NoticeTexts };
/** A family's samples for its template tests: at least one per kind. */
export type SamplesOf<P> = { [K in keyof P]: P[K][] };
