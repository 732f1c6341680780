import { countryDisplayName, type Country } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet, CheckIcon, ChevronDownIcon, SearchIcon } from '../ui';
import { useAppConfig } from '../../lib/app-config';
import { useLanguage } from '../../lib/i18n';
import { areaCodeOptions } from './area-codes';
import { CountryFlag } from './flags/CountryFlag';
import './country-picker.css';

export type CountryPickerProps = {
  value: Country;
  onChange: (country: Country) => void;
};

function CountryList({ value, onPick }: { value: Country; onPick: (country: Country) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { countries } = useAppConfig();
  const [query, setQuery] = useState('');
  const options = areaCodeOptions(countries, language, query);
  return (
    <>
      <div className="fr-country-search">
        <SearchIcon size={20} />
        <input
          className="fr-country-search__input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('auth.areaCode.search')}
          aria-label={t('auth.areaCode.search')}
          enterKeyHint="search"
        />
      </div>
      {options.length === 0 ? (
        <p className="fr-country-empty">{t('auth.areaCode.noMatch')}</p>
      ) : (
        <ul className="fr-country-list">
          {options.map((option) => {
            const selected = option.iso === value.iso;
            return (
              <li key={option.iso}>
                <button
                  type="button"
                  className="fr-country-option"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onPick(option)}
                >
                  <span className="fr-country-option__flag" aria-hidden="true">
                    <CountryFlag iso={option.iso} width={24} />
                  </span>
                  <span className="fr-country-option__name">{option.displayName}</span>
                  <span className="fr-country-option__code fr-num">{option.dialCode}</span>
                  <span className="fr-country-option__check">{selected && <CheckIcon size={20} />}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * The area-code button that sits inside the phone field: flag and dial code; a tap opens the
 * searchable country list (names in the player's language, from getconfig's country list).
 */
export function CountryPicker({ value, onChange }: CountryPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="fr-area-code"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('auth.areaCode.button', { code: value.dialCode, country: countryDisplayName(value.iso, language) })}
      >
        <span className="fr-area-code__flag" aria-hidden="true">
          <CountryFlag iso={value.iso} />
        </span>
        <span className="fr-num">{value.dialCode}</span>
        <ChevronDownIcon size={16} />
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t('auth.areaCode.title')}>
        <CountryList
          value={value}
          onPick={(country) => {
            onChange(country);
            setOpen(false);
          }}
        />
      </BottomSheet>
    </>
  );
}
