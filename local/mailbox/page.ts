import type { StoredMail } from './mailbox';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escapes the text, then turns http(s) URLs into links so invitation links can be clicked. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The mailbox page: every stored e-mail, newest first, with working links. */
export function renderMailboxPage(messages: StoredMail[], filterTo?: string): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br><span>To: ${escapeHtml(m.to)}</span> · <time datetime="${m.sentAt}">${m.sentAt}</time></header>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox${filterTo ? ` for ${escapeHtml(filterTo)}` : ''}</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}header span,time{color:#666;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}</style></head>
<body><h1>Local mailbox</h1>
<p>Every e-mail the local cloud sends lands here, newest first. JSON: <a href="/mailbox/messages">/mailbox/messages</a> (filter with <code>?to=</code>).</p>
${items || '<p>No e-mail yet.</p>'}
</body></html>`;
}
