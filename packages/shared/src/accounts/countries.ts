/**
 * Area codes offered on the register and login forms. Each country carries its ISO 3166-1
 * alpha-2 code (the flag and the localised name derive from it), its English name as a
 * fallback, and its international dial code. Vietnam (+84) is the default and comes first.
 */
export type Country = { iso: string; name: string; dialCode: string; flag: string };

const COUNTRY_ROWS: ReadonlyArray<readonly [iso: string, name: string, dialCode: string]> = [
  ['VN', 'Vietnam', '+84'],
  ['TH', 'Thailand', '+66'],
  ['MY', 'Malaysia', '+60'],
  ['SG', 'Singapore', '+65'],
  ['ID', 'Indonesia', '+62'],
  ['PH', 'Philippines', '+63'],
  ['KH', 'Cambodia', '+855'],
  ['LA', 'Laos', '+856'],
  ['MM', 'Myanmar', '+95'],
  ['BN', 'Brunei', '+673'],
  ['CN', 'China', '+86'],
  ['HK', 'Hong Kong', '+852'],
  ['MO', 'Macao', '+853'],
  ['TW', 'Taiwan', '+886'],
  ['JP', 'Japan', '+81'],
  ['KR', 'South Korea', '+82'],
  ['MN', 'Mongolia', '+976'],
  ['IN', 'India', '+91'],
  ['PK', 'Pakistan', '+92'],
  ['BD', 'Bangladesh', '+880'],
  ['LK', 'Sri Lanka', '+94'],
  ['NP', 'Nepal', '+977'],
  ['AU', 'Australia', '+61'],
  ['NZ', 'New Zealand', '+64'],
  ['US', 'United States', '+1'],
  ['CA', 'Canada', '+1'],
  ['MX', 'Mexico', '+52'],
  ['BR', 'Brazil', '+55'],
  ['AR', 'Argentina', '+54'],
  ['CL', 'Chile', '+56'],
  ['CO', 'Colombia', '+57'],
  ['PE', 'Peru', '+51'],
  ['GB', 'United Kingdom', '+44'],
  ['IE', 'Ireland', '+353'],
  ['FR', 'France', '+33'],
  ['DE', 'Germany', '+49'],
  ['IT', 'Italy', '+39'],
  ['ES', 'Spain', '+34'],
  ['PT', 'Portugal', '+351'],
  ['NL', 'Netherlands', '+31'],
  ['BE', 'Belgium', '+32'],
  ['CH', 'Switzerland', '+41'],
  ['AT', 'Austria', '+43'],
  ['SE', 'Sweden', '+46'],
  ['NO', 'Norway', '+47'],
  ['DK', 'Denmark', '+45'],
  ['FI', 'Finland', '+358'],
  ['PL', 'Poland', '+48'],
  ['CZ', 'Czechia', '+420'],
  ['GR', 'Greece', '+30'],
  ['RO', 'Romania', '+40'],
  ['UA', 'Ukraine', '+380'],
  ['RU', 'Russia', '+7'],
  ['KZ', 'Kazakhstan', '+7'],
  ['TR', 'Türkiye', '+90'],
  ['IL', 'Israel', '+972'],
  ['AE', 'United Arab Emirates', '+971'],
  ['SA', 'Saudi Arabia', '+966'],
  ['QA', 'Qatar', '+974'],
  ['EG', 'Egypt', '+20'],
  ['MA', 'Morocco', '+212'],
  ['NG', 'Nigeria', '+234'],
  ['KE', 'Kenya', '+254'],
  ['GH', 'Ghana', '+233'],
  ['ZA', 'South Africa', '+27'],
];

/** The flag emoji of an ISO code: its two letters as regional indicator symbols. */
export function flagEmoji(iso: string): string {
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return [...iso.toUpperCase()]
    .map((letter) => String.fromCodePoint(REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65))
    .join('');
}

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([iso, name, dialCode]) => ({
  iso,
  name,
  dialCode,
  flag: flagEmoji(iso),
}));

const DIAL_CODES = new Set(COUNTRIES.map((country) => country.dialCode));

export function isKnownDialCode(quhao: string): boolean {
  return DIAL_CODES.has(quhao);
}

/**
 * A country's name in a UI language (a BCP 47 tag such as 'vi' or 'zh-TW'), from the runtime's
 * own CLDR data; the English name when the runtime has none.
 */
export function countryDisplayName(iso: string, language: string): string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return names.of(iso) ?? fallbackName(iso);
  } catch {
    return fallbackName(iso);
  }
}

function fallbackName(iso: string): string {
  return COUNTRIES.find((country) => country.iso === iso)?.name ?? iso;
}
