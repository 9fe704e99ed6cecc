/** True when the text holds Chinese characters. */
const hasChinese = (s: string) => /[\u3400-\u9fff]/.test(s);

/**
 * Text a student or counsellor typed (answers, questions, notes, file names), in one language only.
 * Chinese text says so (lang="zh"), so an English screen reads it, and checks it, as Chinese.
 */
export function TypedText({ text, pre = false }: { text: string | null | undefined; pre?: boolean }) {
  if (!text) return null;
  return <span lang={hasChinese(text) ? 'zh' : undefined} style={pre ? { whiteSpace: 'pre-wrap' } : undefined}>{text}</span>;
}
