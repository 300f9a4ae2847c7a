import { integerSetting } from './settings';

const MEGABYTE = 1024 * 1024;

export interface UploadLimits {
  maxFileBytes: number;
  maxFilesPerRequest: number;
  maxRequestBytes: number;
}

/** Sizes of what the back-office may upload: photos and PDF menus, not videos (UPLOAD_MAX_FILE_MB, default 10). */
export function uploadLimits(): UploadLimits {
  const maxFileBytes = integerSetting('UPLOAD_MAX_FILE_MB', 10, { min: 1, max: 200 }) * MEGABYTE;
  return { maxFileBytes, maxFilesPerRequest: 20, maxRequestBytes: maxFileBytes * 5 };
}
