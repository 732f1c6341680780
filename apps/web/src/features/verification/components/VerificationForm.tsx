import type { VerificationStatus } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTypeChoice } from './DocumentTypeChoice';
import { PhotoField } from './PhotoField';
import { SendButton } from './SendButton';

/**
 * The submission being prepared (state none or rejected): the document's type, its photo and a
 * selfie, each uploaded as soon as it is chosen; the status answer's draft says what is done.
 */
export function VerificationForm({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  const { draft } = status;
  const [documentType, setDocumentType] = useState(draft.documentType);
  // A photo uploaded as another type of document does not count for the type now chosen.
  const documentDone = draft.document && draft.documentType === documentType;

  return (
    <div className="fr-verification-form">
      <DocumentTypeChoice value={documentType} onChange={setDocumentType} />
      {/* Keyed by type: a preview of a photo sent as another type would say it still counts. */}
      <PhotoField
        key={documentType ?? 'none'}
        kind="document"
        documentType={documentType}
        done={documentDone}
        disabled={!documentType}
      />
      {!documentType && <p className="fr-note">{t('verification.chooseTypeFirst')}</p>}
      <PhotoField kind="selfie" done={draft.selfie} />
      <SendButton ready={documentDone && draft.selfie} />
    </div>
  );
}
