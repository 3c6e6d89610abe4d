import type { IdentityPrepare } from '@portal/shared-types/identity/identity-rules';

export const IDENTITY_WINDOW_NAME = 'portalIdentityVerification';
const WINDOW_FEATURES = 'width=480,height=812,resizable=yes,scrollbars=yes';

/** Opened at once on the click, before the preparation call, so that popup blockers let it through. */
export function openIdentityWindow(): Window | null {
  return window.open('about:blank', IDENTITY_WINDOW_NAME, WINDOW_FEATURES);
}

/** Posts the provider's hidden form into the identity window. */
export function postIdentityForm(prepared: IdentityPrepare): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = prepared.formAction;
  form.target = IDENTITY_WINDOW_NAME;
  form.hidden = true;
  const fields: Record<string, string> = {
    m: 'service',
    token_version_id: prepared.tokenVersionId,
    enc_data: prepared.encData,
    integrity_value: prepared.integrity,
  };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
