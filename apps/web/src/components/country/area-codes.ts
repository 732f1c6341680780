import { countryDisplayName, type Country } from '@fairround/shared';

/** The country first selected: the operator's default area code, else the first listed. */
export function defaultCountry(countries: readonly Country[], defaultQuhao: string): Country | null {
  return countries.find((country) => country.dialCode === defaultQuhao) ?? countries[0] ?? null;
}

export type AreaCodeOption = Country & { displayName: string };

/** Countries named in the UI language, filtered by what the player typed (name, English name, code). */
export function areaCodeOptions(countries: readonly Country[], language: string, query: string): AreaCodeOption[] {
  const needle = query.trim().toLocaleLowerCase(language);
  const options = countries.map((country) => ({ ...country, displayName: countryDisplayName(country.iso, language) }));
  if (!needle) return options;
  const digits = needle.replace(/^\+/, '');
  return options.filter(
    (option) =>
      option.displayName.toLocaleLowerCase(language).includes(needle) ||
      option.name.toLowerCase().includes(needle) ||
      (digits !== '' && /^\d+$/.test(digits) && option.dialCode.slice(1).startsWith(digits)),
  );
}
