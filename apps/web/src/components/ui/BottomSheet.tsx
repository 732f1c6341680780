import { Popup } from 'antd-mobile';
import './antd-setup';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './menu-icons';
import './bottom-sheet.css';

export type BottomSheetProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/**
 * A panel sliding up from the bottom (pickers, choices). antd-mobile's Popup gives the motion,
 * mask and scroll lock; this adds the title, a labelled close button and dialog semantics.
 */
export function BottomSheet({ open, onClose, title, children }: BottomSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="fr-sheet"
      destroyOnClose
    >
      <div className="fr-sheet__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="fr-sheet__header">
          <h2 id={titleId} className="fr-sheet__title">
            {title}
          </h2>
          <button type="button" className="fr-icon-button" onClick={onClose} aria-label={t('form.close')}>
            <CloseIcon />
          </button>
        </header>
        {/* Focusable, so a keyboard can scroll a long sheet that has nothing else to focus
            (the room's rules are text only). */}
        <div className="fr-sheet__body" tabIndex={0}>
          {children}
        </div>
      </div>
    </Popup>
  );
}
