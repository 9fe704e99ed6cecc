import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  minHeight?: number;
  /** The language of the text (a field for the Chinese version says zh-CN, whatever the screen's language). */
  lang?: string;
  'data-testid'?: string;
}

// TipTap and ProseMirror weigh more than the rest of a form: they come in their own chunk, fetched
// only when a (staff) form shows an editor, so the pages students open never carry them.
const TiptapEditor = lazy(() => import('./tiptap-editor.tsx'));

/**
 * The portal's rich-text field (notices, plan remarks, descriptions): an antd form control taking
 * and giving HTML. The server sanitises what is saved (platform/http/sanitize.ts).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="rte" style={{ minHeight: props.minHeight ?? 200, padding: '8px 12px', color: 'var(--portal-text-tertiary)' }} aria-busy="true">{t('common.editor.loading')}</div>}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
