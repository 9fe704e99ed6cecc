import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface RichTextViewProps {
  html: string | null | undefined;
  /** Adjusts the sanitised tree before it is shown (e.g. labels on marked links). */
  transform?: (root: HTMLElement) => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * Renders server HTML. The server sanitises on write; this sanitises again on render because
 * older rows, imports or a future bug must never reach the page as live markup.
 */
export function sanitizeHtml(html: string, transform?: (root: HTMLElement) => void): string {
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'svg', 'math'],
  });
  const root = document.createElement('div');
  root.appendChild(fragment);
  for (const link of root.querySelectorAll('a[target]')) {
    // A page opened by a notice link must not be able to script this window.
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  transform?.(root);
  return root.innerHTML;
}

export function RichTextView({ html, transform, className, ...rest }: RichTextViewProps) {
  const safe = useMemo(() => sanitizeHtml(html ?? '', transform), [html, transform]);
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      data-testid={rest['data-testid']}
      // Sanitised just above with DOMPurify.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
