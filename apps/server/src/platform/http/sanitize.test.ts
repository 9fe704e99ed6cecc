import { describe, expect, it } from 'vitest';
import { BizError } from './errors.ts';
import { richTextForWrite, sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('drops script elements and their text', () => {
    const out = sanitizeRichText('<p>a</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>');
    expect(out).toBe('<p>a</p>');
  });

  it('drops event handler attributes', () => {
    const out = sanitizeRichText('<img src="/uploadfiles/a/a.png" onerror="alert(1)" onload="alert(2)"><p onclick="x()">t</p>');
    expect(out).not.toMatch(/on(error|load|click)/i);
    expect(out).toContain('src="/uploadfiles/a/a.png"');
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

/** Images: only our own paths and pasted raster bytes; another site's image is refused on write (issue 25). */
describe('images in rich text', () => {
  const external = [
    '<img src="https://tracker.example.com/p.png">', '<img src="http://tracker.example.com/p.png">', '<img src="HTTPS://tracker.example.com/p.png">',
    '<img src="//tracker.example.com/p.png">', '<img src="/\\tracker.example.com/p.png">', '<img src="\\\\tracker.example.com/p.png">',
    '<img src=" https://tracker.example.com/p.png">', '<img src="ht&#x09;tps://tracker.example.com/p.png">', '<img src="&#x68;ttps://tracker.example.com/p.png">',
    '<img src="/&#x09;/tracker.example.com/p.png">', '<p>a<IMG SRC=https://tracker.example.com/p.png></p>', '<img src="https:tracker.example.com/p.png">',
  ];

  it.each(external)('refuses %s on write with 90047, and drops it when served', (html) => {
    expect(() => richTextForWrite(html)).toThrow(BizError);
    try { richTextForWrite(html); } catch (err) { expect((err as BizError).code).toBe('90047'); }
    expect(sanitizeRichText(html)).not.toMatch(/<img|tracker/i);
  });

  it.each([
    '<img src="/uploadfiles/0b6f1a52-5c55-4b8e-9a53-4a0d7e2f7c11/a.png?exp=1&amp;sig=x">',
    '<img src="data:image/png;base64,iVBORw0KGgo=">', '<img src="data:image/jpeg;base64,/9j/4AAQ">', '<img src="data:image/webp;base64,UklGRg==">',
  ])('keeps our own image %s', (html) => {
    const src = /src="([^"]+)"/.exec(html)![1]!;
    expect(richTextForWrite(html)).toContain(`src="${src}"`);
  });

  it('drops, without refusing, an image that fetches nothing from another site (a script: source, SVG bytes, no source)', () => {
    for (const html of ['<img src="javascript:alert(1)">', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img>', '<img src="x">']) {
      expect(richTextForWrite(`<p>t</p>${html}`)).toBe('<p>t</p>');
    }
  });

  it('leaves links to other sites alone (only images are fetched by the reader)', () => {
    expect(richTextForWrite('<a href="https://example.edu.cn">x</a>')).toContain('href="https://example.edu.cn"');
  });
});
