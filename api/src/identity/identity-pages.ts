import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { apiMessages } from '@portal/shared-types/common/api-messages';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string, style = ''): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${style}</head><body>${body}</body></html>`;
}

function send(res: Response, status: number, html: string, csp: string) {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', csp);
  // The window passes through the provider's origin; any stricter policy gives it a new browsing
  // context group on the way back, window.opener becomes null and postMessage never happens.
  res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
  res.send(html);
}

/** The dev provider's page: says plainly it is a test, asks for name and phone, posts to the callback. */
export function sendDevPage(
  res: Response,
  fields: { tokenVersionId: string; encData: string; integrity: string },
  callback: string,
) {
  const nonce = randomBytes(16).toString('base64');
  const style = `<style nonce="${nonce}">body{font-family:sans-serif;max-width:28rem;margin:1.5rem auto;padding:0 1rem;line-height:1.6}.warn{border:2px solid #b45309;background:#fffbeb;padding:.75rem}label{display:block;margin-top:1rem;font-weight:600}input{width:100%;min-height:44px;font-size:1rem;box-sizing:border-box}button{margin-top:1.25rem;min-height:44px;width:100%;font-size:1rem}</style>`;
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const body = `<main><h1>${apiMessages.devIdentityTitle}</h1><p class="warn" role="note"><strong>테스트 인증:</strong> ${apiMessages.devIdentityNotice}</p>
<form method="post" action="${callback}">${hidden('token_version_id', fields.tokenVersionId)}${hidden('enc_data', fields.encData)}${hidden('integrity_value', fields.integrity)}
<label for="dev-name">${apiMessages.devIdentityName}</label><input id="dev-name" name="name" autocomplete="name" required maxlength="50">
<label for="dev-phone">${apiMessages.devIdentityPhone}</label><input id="dev-phone" name="phone" inputmode="numeric" autocomplete="tel" required pattern="[0-9]{10,11}" maxlength="11">
<button type="submit">${apiMessages.devIdentitySubmit}</button></form></main>`;
  send(
    res,
    200,
    page(apiMessages.devIdentityTitle, body, style),
    `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
}

/** Posts the result to the opener (this site's origin only) and closes; a nonce lets just this script run. */
export function sendResultPage(
  res: Response,
  result: { name: string; phone: string; verificationToken: string; expiresAt: string },
) {
  const nonce = randomBytes(16).toString('base64');
  // JSON inside a script: '<' escaped so no text can close the script element
  const data = JSON.stringify(result)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
  const script = `<script nonce="${nonce}">(function(){var d=${data};if(window.opener){window.opener.postMessage(d,location.origin);}window.close();})();</script>`;
  const body = `<main><h1>${apiMessages.identityDoneTitle}</h1><p>${apiMessages.identityDoneText}</p></main>${script}`;
  send(
    res,
    200,
    page(apiMessages.identityDoneTitle, body),
    `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
}

export function sendFailurePage(res: Response, status: number, message: string) {
  const body = `<main><h1>${apiMessages.identityFailed}</h1><p role="alert">${escapeHtml(message)}</p></main>`;
  send(
    res,
    status,
    page(apiMessages.identityFailed, body),
    `default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
}
