import { VERIFICATION_DOCUMENT_TYPES, type VerificationDocumentType } from '@fairround/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The document's type as native radio buttons drawn as chips (keyboard arrows come free). */
export function DocumentTypeChoice({
  value,
  onChange,
}: {
  value: VerificationDocumentType | null;
  onChange: (value: VerificationDocumentType) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="fr-verification-types">
      <legend className="fr-radio-legend">{t('verification.documentType')}</legend>
      <div className="fr-verification-types__options">
        {VERIFICATION_DOCUMENT_TYPES.map((type) => (
          <label key={type} className="fr-verification-type">
            <input
              className="fr-radio-overlay fr-verification-type__input"
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span className="fr-verification-type__chip">{t(`verification.documentTypes.${type}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
