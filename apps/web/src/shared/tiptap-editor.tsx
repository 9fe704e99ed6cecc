import './tiptap-editor.css';
import {
  BoldOutlined, DisconnectOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, StrikethroughOutlined,
  UnderlineOutlined, UndoOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Popover, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { sanitizeHtml } from './rich-text-view.tsx';

/** Links the editor accepts: the schemes the server's allow-list keeps (platform/http/sanitize.ts). */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** What the toolbar shows as pressed, read from the editor only when its state changes. */
type Active = ReturnType<typeof useActive>;
function useActive(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }), bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'), blockquote: e.isActive('blockquote'), link: e.isActive('link'),
      canUndo: e.can().undo(), canRedo: e.can().redo(), empty: e.isEmpty,
    }),
  });
}

function LinkButton({ editor, label, active }: { editor: Editor; label: string; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('https://');
  const apply = () => {
    const url = href.trim();
    setOpen(false);
    if (!SAFE_LINK.test(url)) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address itself becomes the link text.
    if (editor.state.selection.empty && !active) chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
        setOpen(next);
      }}
      trigger="click"
      content={(
        <Space.Compact>
          <Input size="small" value={href} aria-label={t('common.editor.linkAddress')} onChange={(e) => setHref(e.target.value)} onPressEnter={apply} style={{ width: 260 }} />
          <Button size="small" type="primary" onClick={apply}>{t('common.actions.confirm')}</Button>
        </Space.Compact>
      )}
    >
      <Tooltip title={label}>
        <Button size="small" type={active ? 'default' : 'text'} icon={<LinkOutlined />} aria-label={label} aria-pressed={active} />
      </Tooltip>
    </Popover>
  );
}

function Toolbar({ editor, s }: { editor: Editor; s: Active }) {
  const { t } = useTranslation();
  // A glyph given as text (H2) is the button's visible label, so its name must contain it (WCAG 2.5.3):
  // who says 'click H2' to speech input must reach it.
  const tool = (key: string, icon: ReactNode, run: () => void, pressed?: boolean, disabled?: boolean) => {
    const label = typeof icon === 'string' ? `${t(`common.editor.${key}`)} ${icon}` : t(`common.editor.${key}`);
    return (
      <Tooltip title={label} key={key}>
        <Button size="small" type={pressed ? 'default' : 'text'} icon={typeof icon === 'string' ? <span className="rte-glyph">{icon}</span> : icon}
          aria-label={label} aria-pressed={pressed} disabled={disabled}
          data-testid={`rte-${key}`} onMouseDown={(e) => e.preventDefault()} onClick={run} />
      </Tooltip>
    );
  };
  const chain = () => editor.chain().focus();
  return (
    <Space className="rte-toolbar" size={2} wrap role="toolbar" aria-label={t('common.editor.toolbar')}>
      {tool('bold', <BoldOutlined />, () => chain().toggleBold().run(), s.bold)}
      {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), s.italic)}
      {tool('underline', <UnderlineOutlined />, () => chain().toggleUnderline().run(), s.underline)}
      {tool('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), s.strike)}
      <Divider orientation="vertical" />
      {tool('heading2', 'H2', () => chain().toggleHeading({ level: 2 }).run(), s.h2)}
      {tool('heading3', 'H3', () => chain().toggleHeading({ level: 3 }).run(), s.h3)}
      {tool('bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), s.bulletList)}
      {tool('numberedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), s.orderedList)}
      {tool('blockquote', <span className="rte-glyph">“”</span>, () => chain().toggleBlockquote().run(), s.blockquote)}
      <Divider orientation="vertical" />
      <LinkButton editor={editor} label={t('common.editor.link')} active={s.link} />
      {tool('unlink', <DisconnectOutlined />, () => chain().extendMarkRange('link').unsetLink().run(), undefined, !s.link)}
      <Divider orientation="vertical" />
      {tool('undo', <UndoOutlined />, () => chain().undo().run(), undefined, !s.canUndo)}
      {tool('redo', <RedoOutlined />, () => chain().redo().run(), undefined, !s.canRedo)}
    </Space>
  );
}

/**
 * The rich-text editor on TipTap (ProseMirror): input methods and pasted content go through its
 * schema, so only the marks and blocks of the toolbar survive a paste. Loaded lazily by
 * rich-text-editor.tsx; the server sanitises what is saved with the same allow-list it always had.
 */
export default function TiptapEditor({ value, onChange, placeholder, minHeight = 200, ...rest }: RichTextEditorProps) {
  const { t } = useTranslation();
  // The HTML last sent out: a value coming back equal to it must not reset the document (and the caret).
  const emitted = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({
        openOnClick: false, autolink: true, defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
        isAllowedUri: (url, ctx) => SAFE_LINK.test(url) && ctx.defaultValidate(url),
      }),
    ],
    content: sanitizeHtml(value ?? ''),
    editorProps: {
      attributes: {
        class: 'rte-body', role: 'textbox', 'aria-multiline': 'true', 'aria-label': placeholder ?? t('common.editor.content'),
        ...(rest['data-testid'] ? { 'data-testid': rest['data-testid'] } : {}), ...(rest.lang ? { lang: rest.lang } : {}), style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  const active = useActive(editor);

  useEffect(() => {
    // TipTap replaces its editor when the component remounts; the one it destroyed has no schema
    // left, and the replacement comes with the next render (this effect runs again for it).
    if (!editor?.schema || (value ?? '') === (emitted.current ?? '') || (value ?? '') === editor.getHTML()) return;
    emitted.current = value ?? '';
    editor.commands.setContent(sanitizeHtml(value ?? ''), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rte">
      <Toolbar editor={editor} s={active} />
      <div className="rte-frame">
        {placeholder && active.empty ? <span className="rte-placeholder" aria-hidden>{placeholder}</span> : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
