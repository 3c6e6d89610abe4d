import { formatSeoulCompact } from '@portal/shared-types/common/dates';
import { randomUUID } from 'node:crypto';
import type { NiceConfig } from '../config/config';
import type { IdentityProvider } from './identity-provider';
import {
  deriveNiceKeys,
  integrityMatches,
  niceDecrypt,
  niceEncrypt,
  niceIntegrity,
  type NiceKeys,
} from './nice-crypto';

/** yyyyMMddHHmmss in Seoul time, 24-hour clock (the gateway refuses a clock more than 3 minutes off). */
export function niceTimestamp(now: Date): string {
  return formatSeoulCompact(now);
}

interface CryptoToken {
  tokenVersionId: string;
  siteCode: string;
  tokenVal: string;
  period: number;
}

/** The provider's real token protocol (design/identity-nice.md); every URL and credential from configuration. */
export function niceIdentityProvider(config: NiceConfig, fetchFn: typeof fetch = fetch): IdentityProvider {
  let accessToken: Promise<string> | null = null;

  async function post(path: string, headers: Record<string, string>, body: string) {
    const response = await fetchFn(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`identity provider answered ${response.status} on ${path}`);
    return (await response.json()) as {
      dataHeader?: Record<string, unknown>;
      dataBody?: Record<string, unknown>;
    };
  }

  function institutionToken(): Promise<string> {
    accessToken ??= post(
      '/digital/niceid/oauth/oauth/token',
      {
        Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      'grant_type=client_credentials&scope=default',
    ).then((answer) => {
      const token = answer.dataBody?.access_token;
      if (typeof token !== 'string' || !token) throw new Error('identity provider gave no access token');
      return token;
    });
    // a failed request must not stay cached
    accessToken.catch(() => (accessToken = null));
    return accessToken;
  }

  async function cryptoToken(now: Date, reqDtim: string, reqNo: string): Promise<CryptoToken> {
    const token = await institutionToken();
    const seconds = Math.floor(now.getTime() / 1000);
    const answer = await post(
      '/digital/niceid/api/v1.0/common/crypto/token',
      {
        Authorization: `bearer ${Buffer.from(`${token}:${seconds}:${config.clientId}`).toString('base64')}`,
        ProductID: config.productId,
        'Content-Type': 'application/json',
      },
      JSON.stringify({
        dataHeader: { CNTY_CD: 'ko' },
        dataBody: { req_dtim: reqDtim, req_no: reqNo, enc_mode: '1' },
      }),
    );
    const body = answer.dataBody ?? {};
    if (
      String(answer.dataHeader?.GW_RSLT_CD) !== '1200' ||
      body.rsp_cd !== 'P000' ||
      body.result_cd !== '0000'
    ) {
      if (String(answer.dataHeader?.GW_RSLT_CD) === '1401') accessToken = null;
      throw new Error(
        `identity provider refused the crypto token (${String(answer.dataHeader?.GW_RSLT_CD)})`,
      );
    }
    return {
      tokenVersionId: String(body.token_version_id),
      siteCode: String(body.site_code),
      tokenVal: String(body.token_val),
      period: Number(body.period) || 3600,
    };
  }

  return {
    kind: 'nice',
    async prepare(now) {
      const reqDtim = niceTimestamp(now);
      const requestNo = `REQ${randomUUID().replace(/-/g, '').slice(0, 27)}`;
      const crypto = await cryptoToken(now, reqDtim, requestNo);
      const keys = deriveNiceKeys(reqDtim, requestNo, crypto.tokenVal);
      const request = {
        requestno: requestNo,
        returnurl: config.returnUrl,
        sitecode: crypto.siteCode,
        methodtype: 'post',
        popupyn: 'Y',
        receivedata: '',
      };
      const encData = niceEncrypt(keys, JSON.stringify(request));
      return {
        tokenVersionId: crypto.tokenVersionId,
        encData,
        integrity: niceIntegrity(keys, encData),
        formAction: config.formAction,
        requestNo,
        secret: JSON.stringify(keys),
        expiresAt: new Date(now.getTime() + crypto.period * 1000),
      };
    },
    async verify(stored, fields) {
      const keys = JSON.parse(stored.secret) as NiceKeys;
      if (!integrityMatches(keys, fields.encData, fields.integrity)) return null;
      let result: Record<string, unknown>;
      try {
        // the result is EUC-KR text; its utf8_name field carries the name URL-encoded in UTF-8
        result = JSON.parse(new TextDecoder('euc-kr').decode(niceDecrypt(keys, fields.encData))) as Record<
          string,
          unknown
        >;
      } catch {
        return null;
      }
      if (result.resultcode !== '0000' || result.requestno !== stored.requestNo) return null;
      const name = readName(result);
      const phone = String(result.mobileno ?? '').replace(/\D/g, '');
      if (!name || !/^\d{10,11}$/.test(phone)) return null;
      return { name, phone };
    },
  };
}

function readName(result: Record<string, unknown>): string {
  if (typeof result.utf8_name === 'string' && result.utf8_name) {
    try {
      return decodeURIComponent(result.utf8_name).trim();
    } catch {
      return '';
    }
  }
  return typeof result.name === 'string' ? result.name.trim() : '';
}
