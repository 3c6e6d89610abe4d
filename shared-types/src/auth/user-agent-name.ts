/**
 * A browser and its system in words, from a user-agent string: "Chrome, Windows", "Safari, iPhone".
 * Only the families an admin would recognise; anything else is 알 수 없는 브라우저 / 알 수 없는 시스템.
 * The order of the checks matters: Edge, Opera, Samsung Internet and Whale say "Chrome" too, Chrome
 * says "Safari", and iPhone browsers other than Safari name themselves (CriOS, FxiOS, EdgiOS).
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, '삼성 인터넷'],
  [/Whale\//, '네이버 웨일'],
  [/KAKAOTALK/i, '카카오톡 브라우저'],
  [/NAVER\(inapp/, '네이버 앱'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const UNKNOWN_BROWSER = '알 수 없는 브라우저';
const UNKNOWN_SYSTEM = '알 수 없는 시스템';

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome, Windows"; only the known part when one is missing; one word when neither is known. */
export function userAgentName(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (!browser && !system) return `${UNKNOWN_BROWSER}`;
  return `${browser ?? UNKNOWN_BROWSER}, ${system ?? UNKNOWN_SYSTEM}`;
}
