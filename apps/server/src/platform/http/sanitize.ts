import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for rich text stored by the portal (notices, plan remarks, descriptions).
 * Scripts, event handlers, styles and non-web URL schemes never get in; the web sanitises again on render.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'data-main-source'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    // The editor (TipTap) writes a list that does not start at 1, or not with numerals, this way.
    ol: ['start', { name: 'type', multiple: false, values: ['1', 'a', 'A', 'i', 'I'] }],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the portal must not get a handle on the opener window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);
