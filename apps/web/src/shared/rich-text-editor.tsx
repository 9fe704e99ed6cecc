import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './rich-text-view.tsx';

interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  minHeight?: number;
  'data-testid'?: string;
}

/**
 * A small contentEditable editor (bold, italic, lists, links): enough for notices without a
 * dependency. The server sanitises what is saved; pasted markup is sanitised here as well so the
 * editor never runs what someone copied from another page.
 */
export function RichTextEditor({ value, onChange, placeholder, minHeight = 200, ...rest }: RichTextEditorProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('https://');

  // Only write the DOM when the value comes from outside, or the caret would jump on each key.
  useEffect(() => {
    const el = ref.current;
    if (el && (value ?? '') !== el.innerHTML) el.innerHTML = sanitizeHtml(value ?? '');
  }, [value]);

  const emit = () => onChange?.(ref.current?.innerHTML ?? '');

  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    // execCommand is deprecated but still the only editing API all browsers share without a library.
    document.execCommand(command, false, arg);
    emit();
  };

  const keepSelection = () => {
    const sel = window.getSelection();
    savedRange.current = sel && sel.rangeCount > 0 ? sel.getRangeAt(0).cloneRange() : null;
  };

  const insertLink = () => {
    const url = href.trim();
    setLinkOpen(false);
    if (!/^(https?:\/\/|mailto:|\/)/i.test(url)) return;
    const sel = window.getSelection();
    ref.current?.focus();
    if (sel && savedRange.current) {
      sel.removeAllRanges();
      sel.addRange(savedRange.current);
    }
    if (sel && sel.isCollapsed) document.execCommand('insertText', false, url);
    run('createLink', url);
  };

  const tool = (title: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <Button size="small" type="text" icon={icon} aria-label={title} onMouseDown={(e) => e.preventDefault()} onClick={onClick} />
    </Tooltip>
  );

  return (
    <div className="rte">
      <Space className="rte-toolbar" size={2}>
        {tool(t('common.editor.bold'), <BoldOutlined />, () => run('bold'))}
        {tool(t('common.editor.italic'), <ItalicOutlined />, () => run('italic'))}
        {tool(t('common.editor.bulletList'), <UnorderedListOutlined />, () => run('insertUnorderedList'))}
        {tool(t('common.editor.numberedList'), <OrderedListOutlined />, () => run('insertOrderedList'))}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            if (open) keepSelection();
            setLinkOpen(open);
          }}
          trigger="click"
          content={
            <Space.Compact>
              <Input size="small" value={href} onChange={(e) => setHref(e.target.value)} onPressEnter={insertLink} style={{ width: 260 }} />
              <Button size="small" type="primary" onClick={insertLink}>
                {t('common.actions.confirm')}
              </Button>
            </Space.Compact>
          }
        >
          <Button size="small" type="text" icon={<LinkOutlined />} aria-label={t('common.editor.link')} onMouseDown={(e) => e.preventDefault()} />
        </Popover>
      </Space>
      <div
        ref={ref}
        className="rte-body"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline
        data-placeholder={placeholder}
        data-testid={rest['data-testid']}
        style={{ minHeight }}
        onInput={emit}
        onBlur={emit}
        onPaste={(e) => {
          const html = e.clipboardData.getData('text/html');
          if (!html) return;
          e.preventDefault();
          document.execCommand('insertHTML', false, sanitizeHtml(html));
          emit();
        }}
      />
    </div>
  );
}
