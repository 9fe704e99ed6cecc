import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('drops script elements and their text', () => {
    const out = sanitizeRichText('<p>a</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>');
    expect(out).toBe('<p>a</p>');
  });

  it('drops event handler attributes', () => {
    const out = sanitizeRichText('<img src="https://x.edu/a.png" onerror="alert(1)" onload="alert(2)"><p onclick="x()">t</p>');
    expect(out).not.toMatch(/on(error|load|click)/i);
    expect(out).toContain('src="https://x.edu/a.png"');
    expect(out).toContain('<p>t</p>');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  ])('drops a dangerous link target in %s', (html) => {
    const out = sanitizeRichText(html);
    expect(out).not.toMatch(/href/i);
    expect(out).not.toMatch(/script:|data:/i);
    expect(out).toContain('x');
  });

  it('drops protocol-relative links and data: images', () => {
    expect(sanitizeRichText('<a href="//evil.com">x</a>')).not.toContain('evil.com');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toContain('data:');
  });

  it('drops style, iframe, svg, object, form and inline styles', () => {
    const out = sanitizeRichText([
      '<style>body{display:none}</style>', '<iframe src="https://evil.com"></iframe>', '<svg onload="alert(1)"><circle/></svg>',
      '<object data="x.swf"></object>', '<form action="https://evil.com"><input name="p"></form>', '<p style="position:fixed">s</p>',
    ].join(''));
    expect(out).not.toMatch(/<(style|iframe|svg|object|form|input)/i);
    expect(out).not.toMatch(/style=/i);
    expect(out).toContain('<p>s</p>');
  });

  it('keeps web links, the main-source mark, mail links and ordinary formatting', () => {
    const html = '<h2>标题</h2><p><strong>粗</strong> <em>斜</em></p><ul><li>一</li></ul>'
      + '<a href="https://example.edu.cn" data-main-source="true">官网</a><a href="mailto:office@example.edu.cn">mail</a>'
      + '<table><tbody><tr><td colspan="2">c</td></tr></tbody></table>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>标题</h2>');
    expect(out).toContain('<strong>粗</strong>');
    expect(out).toContain('<ul><li>一</li></ul>');
    expect(out).toContain('href="https://example.edu.cn"');
    expect(out).toContain('data-main-source="true"');
    expect(out).toContain('href="mailto:office@example.edu.cn"');
    expect(out).toContain('<td colspan="2">c</td>');
  });

  it('adds rel=noopener noreferrer to links opening a new window', () => {
    const out = sanitizeRichText('<a href="https://example.edu.cn" target="_blank" rel="opener">x</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).not.toContain('rel="opener"');
  });

  it('drops unknown data attributes', () => {
    expect(sanitizeRichText('<a href="https://a.cn" data-evil="1">x</a>')).not.toContain('data-evil');
  });

  it('is stable when applied twice', () => {
    const once = sanitizeRichText('<p>a<script>x</script><a href="https://a.cn" target="_blank">b</a></p>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('keeps everything the rich-text editor (TipTap) writes', () => {
    // The HTML of TipTap's StarterKit and Link as configured in apps/web/src/shared/tiptap-editor.tsx.
    const html = '<h2>标题</h2><h3>小标题</h3><p><strong>粗</strong> <em>斜</em> <u>下划线</u> <s>删除</s> <code>x</code>'
      + ' <a target="_blank" rel="noopener noreferrer" href="https://example.edu.cn/a?b=1">链接</a></p>'
      + '<ul><li><p>一</p><ul><li><p>一.一</p></li></ul></li></ul><ol start="3" type="a"><li><p>三</p></li></ol>'
      + '<blockquote><p>引用</p></blockquote><pre><code>code</code></pre><p>第一行<br>第二行</p><hr><p></p>';
    // sanitize-html writes void elements as <br />; the same markup otherwise.
    expect(sanitizeRichText(html)).toBe(html.replace(/<(br|hr)>/g, '<$1 />'));
  });

  it('drops what no list type allows', () => {
    const out = sanitizeRichText('<ol type="disc" start="2" style="color:red"><li>x</li></ol>');
    expect(out).not.toMatch(/disc|style/);
    expect(out).toContain('start="2"');
  });
});
