// Server-rendered pages of the auth service. Every interpolated value is escaped unless it is
// already markup made by `html` itself.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export class Markup {
  constructor(readonly value: string) {}
  toString() { return this.value; }
}

type Part = string | number | boolean | null | undefined | Markup | Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Markup) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

export function html(strings: TemplateStringsArray, ...values: Part[]): Markup {
  return new Markup(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]!) : ''), ''));
}

const STYLE = `
:root{--brand:#4f3ff0;--deep:#2a1f9e;--bg:#f7f7fb;--surface:#fff;--border:#e2e2ee;--text:#16142b;--muted:#5b5a72;--danger:#c0262d;--focus:#ff8a00;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--brand:#8c80ff;--deep:#1e1773;--bg:#0f0e1c;--surface:#17162a;--border:#2f2d4a;--text:#f1f0fa;--muted:#b3b1cc;--danger:#ff7b82}}
*{box-sizing:border-box}body{margin:0;font-family:"Inter","Segoe UI",system-ui,-apple-system,Arial,sans-serif;background:var(--bg);color:var(--text);line-height:1.5}
.strip{background:var(--deep);color:#ffd699;font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;padding:4px 16px}
main{min-height:calc(100vh - 28px);display:grid;place-items:start center;padding:48px 16px}
.card{width:100%;max-width:440px;background:var(--surface);border:1px solid var(--border);border-radius:20px;padding:32px;box-shadow:0 8px 24px rgb(22 20 43/.1)}
.brand{display:flex;align-items:center;gap:8px;font-weight:800;font-size:1.2rem;margin-bottom:16px}
h1{font-size:1.5rem;margin:0 0 8px}p{margin:0 0 16px;color:var(--muted)}
form{display:grid;gap:14px}label{display:grid;gap:4px;font-weight:600;font-size:.95rem}
input[type=text],input[type=email],input[type=password],input[type=tel]{font:inherit;width:100%;min-width:0;padding:10px 12px;border:1px solid var(--border);border-radius:10px;background:var(--bg);color:var(--text);min-height:44px}
.check{display:flex;gap:8px;align-items:flex-start;font-weight:500}.check input{margin-top:4px;width:18px;height:18px}
fieldset{border:1px solid var(--border);border-radius:12px;padding:12px 14px;display:grid;gap:12px}legend{font-weight:700;padding:0 6px}
button{font:inherit;font-weight:700;min-height:44px;border:0;border-radius:999px;background:var(--brand);color:#fff;cursor:pointer}
button:hover{background:var(--deep)}a{color:var(--brand)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.error{border:1px solid var(--danger);color:var(--danger);border-radius:10px;padding:10px 12px;margin-bottom:12px;font-weight:600}
.hint{font-size:.85rem;color:var(--muted);font-weight:400}.alt{margin-top:16px;text-align:center}
label,fieldset{min-width:0}.row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}@media (max-width:420px){.row{grid-template-columns:1fr}.card{padding:24px}}
`;

export function page(title: string, body: Markup, status?: { error?: string }): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Summit Platform</title><link rel="icon" type="image/png" href="/favicon.png"><style>${new Markup(STYLE)}</style></head>
<body><div class="strip">Limited Release Edition</div><main id="main"><div class="card">
<div class="brand"><img src="/logo.webp" alt="" width="32" height="32"> Summit</div>
<h1>${title}</h1>
${status?.error ? html`<div class="error" role="alert" id="form-error">${status.error}</div>` : ''}
${body}
</div></main></body></html>`.value;
}
