// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from './markdown';

// Known XSS payloads in Markdown and raw HTML; none may leave an executable trace in the HTML.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x" onerror="alert(1)](https://example.com/a.png)',
  '<a href="javascript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '[a](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '<<script>script>alert(1)<</script>/script>',
];

describe('renderMarkdown', () => {
  it('renders the Markdown members write', () => {
    const html = renderMarkdown('# Title\n\n**bold** and _em_, `code`\n\n- one\n- two\n\n> quoted\n\n[site](https://example.com)');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">site</a>');
  });

  it('keeps in-app links in the same tab', () => {
    expect(renderMarkdown('[@rohan](/community/network?member=rohan)')).toContain('<a href="/community/network?member=rohan">@rohan</a>');
  });

  // Parsed as a browser would: every element is one the renderer makes, no event handler
  // attribute, and every URL is web, mail or in-app.
  it.each(PAYLOADS)('leaves nothing executable from %s', (payload) => {
    const document = new DOMParser().parseFromString(`<body>${renderMarkdown(payload)}</body>`, 'text/html');
    for (const el of document.body.querySelectorAll('*')) {
      expect(['P', 'A', 'IMG', 'EM', 'STRONG', 'CODE', 'BR']).toContain(el.tagName);
      for (const attr of el.attributes) {
        expect(attr.name).not.toMatch(/^on/i);
        if (attr.name === 'href' || attr.name === 'src') expect(attr.value).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/i);
      }
    }
  });

  it('shows typed HTML as text instead of dropping it', () => {
    expect(renderMarkdown('Use <b>tags</b>')).toContain('Use &lt;b&gt;tags&lt;/b&gt;');
  });
});

describe('markdownToText', () => {
  it('strips the markup', () => {
    expect(markdownToText('# Hi\n\n**there** <script>x</script> & [link](https://a.b)')).toBe('Hi there <script>x</script> & link');
  });
});
