/** True when the text holds Chinese characters. */
export const hasChinese = (s: string): boolean => /[\u3400-\u9fff]/.test(s);

/**
 * The lang attribute of text someone typed in one language only (a posting's name, a student's answer,
 * a file name): Chinese text says so, so an English screen reads it, and checks it, as Chinese.
 */
export const typedLang = (s: string | null | undefined): 'zh' | undefined => (s && hasChinese(s) ? 'zh' : undefined);

/** Such text in a span that carries its language; `empty` stands in when there is none. */
export function TypedText({ text, empty = '-', pre = false }: { text: string | null | undefined; empty?: string; pre?: boolean }) {
  if (!text) return <>{empty}</>;
  return <span lang={typedLang(text)} style={pre ? { whiteSpace: 'pre-wrap' } : undefined}>{text}</span>;
}
