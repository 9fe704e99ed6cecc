import { useState } from 'react';
import { notifyError, notifyMessage, notifySuccess } from './feedback.ts';
import { checkUpload } from './upload-control.tsx';

/**
 * The state every spreadsheet import dialog keeps (bidding courses, attendance, grades, positions):
 * the sheet is checked here for its extension and size, then read by the server into a preview;
 * nothing is saved until `confirm`, whose refusal keeps the dialog open with its message.
 */
export function useSheetImport<P>(readSheet: (file: File) => Promise<P>, onClose: () => void) {
  const [preview, setPreview] = useState<P | null>(null);
  const [reading, setReading] = useState(false);

  const close = () => {
    setPreview(null);
    onClose();
  };

  const read = async (file: File) => {
    const problem = checkUpload('spreadsheet', file);
    if (problem) {
      notifyMessage('warning', problem);
      return;
    }
    setReading(true);
    try {
      setPreview(await readSheet(file));
    } catch (e) {
      notifyError(e);
    } finally {
      setReading(false);
    }
  };

  /** Runs the save, shows the text it returns and closes; an error is shown and the dialog stays. */
  const confirm = async (save: () => Promise<string>) => {
    try {
      notifySuccess(await save());
      close();
    } catch (e) {
      notifyError(e);
    }
  };

  return { preview, reading, read, close, confirm };
}
