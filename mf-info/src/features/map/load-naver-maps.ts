/** The small part of the Naver Maps v3 API this page uses. */
export interface NaverMapsApi {
  LatLng: new (lat: number, lng: number) => unknown;
  Map: new (element: HTMLElement, options: { center: unknown; zoom: number }) => unknown;
  Marker: new (options: { position: unknown; map: unknown; title?: string }) => unknown;
}

declare global {
  interface Window {
    naver?: { maps?: NaverMapsApi };
    /** Naver calls this when the client id is refused. */
    navermap_authFailure?: () => void;
  }
}

const SCRIPT_ID = 'naver-maps-v3';
const LOAD_TIMEOUT_MS = 15_000;

/**
 * Loads the Naver Maps v3 script once, only when the map page asks for it. Rejects when the script
 * fails, times out, or Naver refuses the client id.
 */
export function loadNaverMaps(clientId: string, onAuthFailure: () => void): Promise<NaverMapsApi> {
  window.navermap_authFailure = onAuthFailure;
  const loaded = window.naver?.maps;
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Naver Maps timed out')), LOAD_TIMEOUT_MS);
    const settle = () => {
      window.clearTimeout(timer);
      const maps = window.naver?.maps;
      if (maps) resolve(maps);
      else reject(new Error('Naver Maps did not load'));
    };
    const fail = () => {
      window.clearTimeout(timer);
      document.getElementById(SCRIPT_ID)?.remove();
      reject(new Error('Naver Maps script failed'));
    };
    const existing = document.getElementById(SCRIPT_ID);
    const script = existing instanceof HTMLScriptElement ? existing : document.createElement('script');
    script.addEventListener('load', settle, { once: true });
    script.addEventListener('error', fail, { once: true });
    if (!existing) {
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = `https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=${encodeURIComponent(clientId)}`;
      document.head.appendChild(script);
    }
  });
}
