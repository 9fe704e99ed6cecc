import sanitizeHtml from 'sanitize-html';
import { BizError } from './errors.ts';

/**
 * An image the portal itself serves: a path on this site (an upload's `/uploadfiles/…` link) or
 * the picture's own bytes (`data:` of a raster type; SVG can carry script). An image from another
 * site is fetched by every reader's browser, telling that site who reads what, and when.
 */
const ownPath = /^\/(?![/\\])[^\\]*$/;
const inlineRaster = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;
/** A source on another site: any http(s) address, or one without a scheme that browsers read as another host ('//x', '/\\x'). */
const otherSite = /^(?:https?:|[\\/]{2})/i;
// As browsers read a URL: tabs and newlines inside it ignored, spaces and control characters around it.
// eslint-disable-next-line no-control-regex
const asRead = (src: string) => src.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
export const isOwnImageSource = (src: string | undefined): boolean => {
  const read = src ? asRead(src) : '';
  return ownPath.test(read) || inlineRaster.test(read);
};
const isOtherSite = (src: string) => otherSite.test(asRead(src));

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
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // Text stored before images were held to our own (or sent around the write check) loses them.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImageSource(frame.attribs.src),
  transformTags: {
    // Links leaving the portal must not get a handle on the opener window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);

/** The sources of the images in a piece of rich text, as its author wrote them. */
function imageSources(html: string): string[] {
  const found: string[] = [];
  // No scheme check here: every source is seen as written, and judged below.
  sanitizeHtml(html, { allowedTags: ['img'], allowedAttributes: { img: ['src'] }, allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && frame.attribs.src) found.push(frame.attribs.src);
      return false;
    },
  });
  return found;
}

/**
 * Rich text as a write stores it: an image from another site is refused (90047), so the author
 * learns why it would not show, rather than finding it silently gone; then the allow-list applies
 * (which drops any other image that is not our own, e.g. a script: source, as it drops script).
 */
export function richTextForWrite(html: string): string {
  if (imageSources(html).some(isOtherSite)) throw new BizError('90047');
  return sanitizeRichText(html);
}
