import { withStrings } from '../i18n';
import { Modal } from './Modal';

// Its own strings, so they load with the few pages that delete files.
const t = withStrings({
  'files.deleteTitle': 'Delete File?',
  'files.deleteBody': 'Are you sure you want to delete {file_name}?',
  'files.delete': 'Delete File',
});

/**
 * The confirmation every file deletion asks for (spec 1 §4 Files): "Delete File?", naming the file, with Delete File
 * and Cancel. Mount it to ask; `onConfirm` runs the deletion (the caller closes it).
 */
export function DeleteFileModal({ fileName, onConfirm, onClose }: { fileName: string; onConfirm(): void; onClose(): void }) {
  return (
    <Modal
      title={t('files.deleteTitle')}
      size="small"
      onClose={onClose}
      action={{ label: t('files.delete'), variant: 'danger', onClick: onConfirm }}
    >
      <p>{t('files.deleteBody', { file_name: fileName })}</p>
    </Modal>
  );
}
