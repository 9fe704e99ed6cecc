import type { Config } from '../../config.ts';
import { LocalDiskStorage, type FileStorage } from './storage.ts';

/** The file storage the configuration names, for commands that run beside the server (backup, restore). */
export function storageOf(config: Config): FileStorage {
  return new LocalDiskStorage(config.filesDir);
}
