import type { VerificationDocumentType, VerificationFileKind } from '@fairround/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, FormAlert } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import { useVerificationUploadMutation } from '../api/verification';
import { failureText, imageProblemText } from '../lib/failure-text';
import { prepareImage } from '../lib/prepare-image';
import { useObjectUrl } from '../lib/use-object-url';

export type PhotoFieldProps = {
  kind: VerificationFileKind;
  /** The document's type, sent with the document photo (the selfie has none). */
  documentType?: VerificationDocumentType | null;
  /** The draft already holds this photo (from the status answer). */
  done: boolean;
  disabled?: boolean;
};

/**
 * One photo of the submission: the camera (or the gallery) opens from a native file input, the
 * image is shrunk in the browser and uploaded at once, and what was sent is previewed.
 */
export function PhotoField({ kind, documentType = null, done, disabled = false }: PhotoFieldProps) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const inputId = useId();
  const upload = useVerificationUploadMutation();
  const [preview, setPreview] = useObjectUrl();
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = preparing || upload.isPending;

  async function send(file: File) {
    setProblem(null);
    setPreparing(true);
    const prepared = await prepareImage(file).finally(() => setPreparing(false));
    if (!prepared.ok) return setProblem(imageProblemText(prepared.problem, formatters.number));
    setPreview(prepared.image);
    try {
      await upload.mutateAsync({ kind, data: prepared.data, ...(documentType ? { documentType } : {}) });
    } catch (error) {
      // The preview shows only what finance will see; a refused image is not in the draft.
      setPreview(null);
      setProblem(failureText(error));
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same photo again (after a failure) fires a change.
    event.target.value = '';
    if (file) void send(file);
  }

  return (
    <section
      className="fr-verification-photo"
      aria-labelledby={`${inputId}-title`}
      aria-busy={busy || undefined}
    >
      <div className="fr-verification-photo__head">
        <h2 id={`${inputId}-title`}>{t(`verification.${kind}.title`)}</h2>
        <span className={done ? 'fr-verification-photo__state is-done' : 'fr-verification-photo__state'}>
          {done && <CheckCircleIcon size={16} />}
          {busy
            ? t('verification.uploading')
            : done
              ? t('verification.uploaded')
              : t('verification.notUploaded')}
        </span>
      </div>
      <p className="fr-note">{t(`verification.${kind}.hint`)}</p>
      {preview && (
        <img
          className="fr-verification-photo__preview"
          src={preview}
          alt={t(`verification.${kind}.preview`)}
        />
      )}
      <label
        htmlFor={inputId}
        className="fr-link-button fr-link-button--secondary fr-link-button--medium fr-link-button--block fr-verification-photo__button"
        aria-disabled={disabled || busy || undefined}
      >
        {/* Inside its label: the whole button is the tap target (and the label names the input). */}
        <input
          id={inputId}
          className="fr-visually-hidden fr-verification-photo__input"
          type="file"
          accept="image/*"
          capture={kind === 'document' ? 'environment' : 'user'}
          disabled={disabled || busy}
          onChange={choose}
        />
        {busy && <span className="fr-spinner fr-spinner--inline" aria-hidden="true" />}
        {done || preview ? t(`verification.${kind}.replace`) : t(`verification.${kind}.choose`)}
      </label>
      {problem && <FormAlert>{problem}</FormAlert>}
    </section>
  );
}
