/*
 * A player's sessions are shown to them by the browser and system they were opened on, read from
 * the stored User-Agent header. No versions and no device models: "Chrome · Android" is enough to
 * recognise a session, and a short label cannot be used to fingerprint anyone. Only what is found
 * is named; the raw header never leaves the server.
 */

type Rule = { name: string; pattern: RegExp };

/**
 * Most specific first: in-app browsers and Chromium derivatives also say "Chrome" and "Safari",
 * and every Chromium browser says "Safari".
 */
const BROWSERS: readonly Rule[] = [
  { name: 'Zalo', pattern: /\bZalo(?:App|Theme)?\b/i },
  { name: 'Facebook', pattern: /\bFB(?:AN|AV|_IAB)\b|\bFBIOS\b/ },
  { name: 'Instagram', pattern: /\bInstagram\b/ },
  { name: 'WeChat', pattern: /\bMicroMessenger\//i },
  { name: 'Edge', pattern: /\bEdg(?:e|A|iOS)?\// },
  { name: 'Opera', pattern: /\bOPR\/|\bOPiOS\/|\bOpera\b/ },
  { name: 'Cốc Cốc', pattern: /\bcoc_coc_browser\/|\bCocCoc\b/i },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\// },
  { name: 'UC Browser', pattern: /\bUC ?Browser\//i },
  { name: 'Yandex', pattern: /\bYaBrowser\// },
  { name: 'Mi Browser', pattern: /\bMiuiBrowser\// },
  { name: 'Huawei Browser', pattern: /\bHuaweiBrowser\// },
  { name: 'Firefox', pattern: /\bFirefox\/|\bFxiOS\// },
  { name: 'Chrome', pattern: /\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\// },
  // Safari names its version; other WebKit apps on iOS (in-app views) say "Safari/" without it.
  { name: 'Safari', pattern: /\bVersion\/[\d.]+ (?:Mobile\/\w+ )?Safari\// },
];

/** Before the systems they are built on or imitate: Android says "Linux", iPads say "Mac OS X". */
const SYSTEMS: readonly Rule[] = [
  { name: 'Windows Phone', pattern: /\bWindows Phone\b/ },
  { name: 'HarmonyOS', pattern: /\bHarmonyOS\b|\bOpenHarmony\b/ },
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'iOS', pattern: /\biPhone\b|\biPad\b|\biPod\b/ },
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'macOS', pattern: /\bMacintosh\b|\bMac OS X\b/ },
  { name: 'Linux', pattern: /\bLinux\b|\bUbuntu\b|\bFedora\b/ },
];

/** Stored user agents are cut at 256 characters; this bounds the work on anything longer. */
const MAX_READ_CHARS = 512;

const firstMatch = (rules: readonly Rule[], text: string) =>
  rules.find((rule) => rule.pattern.test(text))?.name ?? null;

/** "Chrome · Android", "Safari · iOS", "Windows", or null when the header names neither. */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, MAX_READ_CHARS);
  const parts = [firstMatch(BROWSERS, text), firstMatch(SYSTEMS, text)].filter(
    (part): part is string => part !== null,
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}
