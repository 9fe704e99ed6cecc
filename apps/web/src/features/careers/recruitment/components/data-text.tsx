/** True when the text holds Chinese characters. */
const hasChinese = (s: string) => /[\u3400-\u9fff]/.test(s);

/**
 * Text of a posting or employer as the office typed it (one language only: a position has one name).
 * Chinese text says so (lang="zh"), so an English screen reads it, and checks it, as Chinese.
 */
export function DataText({ text, empty = '-' }: { text: string | null | undefined; empty?: string }) {
  if (!text) return <>{empty}</>;
  return <span lang={hasChinese(text) ? 'zh' : undefined}>{text}</span>;
}

/** The lang attribute for a block of such text (a description). */
export const dataLang = (html: string): string | undefined => (hasChinese(html) ? 'zh' : undefined);
