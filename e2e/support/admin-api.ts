/** Calls the e2e admin tests make to the running site directly, to set up data the UI then shows. */
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { signInOverHttp } from '../../api/test/support/admin-sign-in';

/**
 * Signs an admin in through both steps and answers the token: the password, then the authenticator's
 * code computed from the secret the enrolment showed (the first sign-in of an admin enrols).
 */
export function adminLogin(url: string, password: string, username = 'admin'): Promise<string> {
  return signInOverHttp(url, username, password);
}

export async function adminGet<T>(url: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every applicant of a round, read a page of 100 at a time as the admin's list call answers them. */
export async function allApplicants<T>(url: string, token: string, roundId: number): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await adminGet<{ items: T[]; total: number }>(
      url,
      token,
      `/portal/admin/subscriptionApplicants/${roundId}?size=100&page=${page}`,
    );
    rows.push(...answer.items);
    if (answer.items.length === 0 || rows.length >= answer.total) return rows;
  }
}

/**
 * Goes through the dev identity provider as the verification popup would (prepare, then the callback
 * with the typed name and phone) and reads the verification token out of the result page.
 */
export async function verifyPhone(url: string, name: string, phone: string): Promise<string> {
  const prepared = (await (await fetch(`${url}/portal/niceid/prepare`)).json()) as {
    tokenVersionId: string;
    encData: string;
    integrity: string;
  };
  const res = await fetch(`${url}/portal/niceid/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token_version_id: prepared.tokenVersionId,
      enc_data: prepared.encData,
      integrity_value: prepared.integrity,
      name,
      phone,
    }),
  });
  const match = /var d=(\{.*?\});/.exec(await res.text());
  if (!res.ok || !match) throw new Error(`identity callback failed: ${res.status}`);
  return (JSON.parse(match[1]!) as { verificationToken: string }).verificationToken;
}

export interface E2eApplicant {
  name: string;
  phone: string;
  supplyType: 'GENERAL-15' | 'SPECIAL-15' | 'GENERAL-30';
}

/** Submits an application as a verified applicant would. */
export async function apply(url: string, roundId: number, applicant: E2eApplicant): Promise<void> {
  const token = await verifyPhone(url, applicant.name, applicant.phone);
  const special = applicant.supplyType === 'SPECIAL-15';
  const res = await fetch(`${url}/user/subscriptionApplicants`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [VERIFICATION_HEADER]: token },
    body: JSON.stringify({
      name: applicant.name,
      phone: applicant.phone,
      supplyType: applicant.supplyType,
      supplyUid: roundId,
      isConsentStatus: true,
      income: special ? 1 : null,
      regional: special ? 2 : null,
      car: special ? false : null,
      assetBasis: special ? true : null,
    }),
  });
  if (!res.ok) throw new Error(`apply failed for ${applicant.name}: ${res.status} ${await res.text()}`);
}

/**
 * The Excel export's header row when a special-supply applicant is in it, spelled out as the spec and
 * docs/draw-method-v2.md give it (not read from the code under test).
 */
export const EXCEL_HEADERS_WITH_SPECIAL = [
  '이름',
  '연락처',
  '공급유형',
  '신청일',
  '당첨상태',
  '예비순번',
  '소득순위',
  '지역순위',
  '차량소유',
  '자산기준',
  '접수번호',
];

/** The same before any result exists: no 당첨상태 or 예비순번, since nobody is 미당첨 yet. */
export const EXCEL_HEADERS_BEFORE_RESULTS = EXCEL_HEADERS_WITH_SPECIAL.filter(
  (header) => header !== '당첨상태' && header !== '예비순번',
);
