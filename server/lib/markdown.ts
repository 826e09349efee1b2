import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Members write Markdown (forum posts, content, publications); the API stores the source and
// serves this HTML, so the SPA never parses Markdown and no raw HTML reaches a page. Two layers
// (decision 0023): markdown-it with raw HTML off escapes any tag a member types, and
// sanitize-html keeps only the tags and attributes the renderer itself produces, so a parser
// bug or a crafted link still cannot smuggle a script, an event handler or a javascript: URL.

const parser = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: true });

const SAFE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'strong', 'em', 'del', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // Table alignment is the only style markdown-it writes.
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // Links members post lead elsewhere: they open in a new tab and pass no referrer or ranking.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^(https?:)?\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'nofollow ugc noopener noreferrer', target: '_blank' } : { href, ...(attribs.title ? { title: attribs.title } : {}) },
      };
    },
  },
};

/** Markdown source → sanitised HTML, safe to put in a page as is. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(parser.render(source), SAFE_OPTIONS);
}

/** Markdown source → plain text (excerpts, notification bodies, search snippets' fallbacks). */
export function markdownToText(source: string): string {
  const text = sanitizeHtml(parser.render(source), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
}
