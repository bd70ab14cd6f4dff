// "Save as PDF" and "Open the folder" for one label (issue 17, point 14), on the label screen and
// in its print history. Main writes the file to the station's folder (<data>/etiquetas) and the
// page offers the same bytes as a download; the screen says where the file is.
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { ShipmentRecord } from './labelSlice';

export function LabelFileButtons({ record, where }: { record: ShipmentRecord; where: 'preview' | 'history' }) {
  const { t } = useTranslation();
  const saveLabelFile = useStore((s) => s.saveLabelFile);
  const openLabelFolder = useStore((s) => s.openLabelFolder);
  return (
    <>
      <button
        type="button"
        className="btn small"
        onClick={() => void saveLabelFile(record)}
        data-testid={`label-save-file-${where}`}
      >
        ↓ {t('labels.saveFile')}
      </button>
      <button
        type="button"
        className="btn small"
        onClick={() => void openLabelFolder()}
        data-testid={`label-open-folder-${where}`}
      >
        {t('labels.openFolder')}
      </button>
    </>
  );
}

/** What the last save or open answered: the file's path, or why not. */
export function LabelFileStatus({ record }: { record: ShipmentRecord }) {
  const { t } = useTranslation();
  const result = useStore((s) => s.labelFileResult);
  if (!result) return null;
  if (result.kind === 'error') return <ErrorNotice error={result.error} compact />;
  if (result.kind === 'saved' && result.shipmentId !== record.shipmentId) return null;
  // A folder this computer could not open is a failure: it reads as one (the error style, an alert).
  if (result.kind === 'folder' && !result.opened)
    return (
      <p className="notice danger small" role="alert" data-testid="label-file-status">
        {t('labels.folderNotOpened', { folder: result.folder })}
      </p>
    );
  return (
    <p className="small ok-text" role="status" data-testid="label-file-status">
      {result.kind === 'saved'
        ? t('labels.savedAt', { path: result.path })
        : t('labels.folderOpened', { folder: result.folder })}
    </p>
  );
}
