import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClipboardEvent } from 'react';
import { $isLoggedIn } from '@/entities/session';
import { ERROR_MESSAGES, notify } from '@/shared/api';
import type { UploadedFile } from '@/shared/api/generated/model';
import { checkBeforeUpload, uploadFailureNotice } from '@/shared/lib/file-checks';
import { uploadFile } from '../api/upload-file';
import type { UploadExtraFields } from '../api/upload-file';
import { FILE_UPLOAD_TEXT } from '../config/texts';
import { filesOfClipboard } from '../lib/clipboard-files';

/** A file on its way up: shown with its progress and a cancel button until it ends. */
export interface UploadingItem {
  key: string;
  name: string;
  /** 0..100, or null while the browser has not reported any progress yet. */
  percent: number | null;
}

export interface UploadQueueOptions {
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  extensions: readonly string[];
  maxSizeMb: number;
  maxCount: number;
  extraFields?: UploadExtraFields;
  disabled?: boolean;
}

export interface UploadQueue {
  uploading: UploadingItem[];
  /** True while any file is uploading: the overlay shows, the area is busy. */
  busy: boolean;
  /** The last refusal or failure, shown under the area until the next accepted batch. */
  error: string | null;
  add: (files: readonly File[]) => void;
  paste: (event: ClipboardEvent<HTMLElement>) => void;
  cancel: (key: string) => void;
  remove: (file: UploadedFile) => void;
}

function percentOf(event: { loaded: number; total?: number; progress?: number }): number | null {
  const ratio = event.progress ?? (event.total ? event.loaded / event.total : undefined);
  return ratio === undefined ? null : Math.min(100, Math.max(0, Math.round(ratio * 100)));
}

/**
 * The upload state machine of SPEC §4: checks, then uploading (busy), then success adds the
 * stored file to the controlled list or an error removes it. One POST /oss/upload per file, each
 * with its own AbortController, so every file has its own progress and cancel.
 */
export function useUploadQueue(options: UploadQueueOptions): UploadQueue {
  const { value, onChange, extensions, maxSizeMb, maxCount, extraFields, disabled = false } = options;
  const loggedIn = useUnit($isLoggedIn);
  const [uploading, setUploading] = useState<UploadingItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);
  // Two uploads can finish before the parent re-renders with the first one's list: each success
  // appends to the latest list it knows, not to the `value` of the render that started it.
  const latest = useRef<readonly UploadedFile[]>(value);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Leaving the page cancels what is still uploading: nobody would see its result.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const fail = useCallback((message: string, level: 'error' | 'warning' = 'error') => {
    notify(level, message);
    setError(message);
  }, []);

  const send = useCallback(
    async (file: File, key: string) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      try {
        const stored = await uploadFile(file, extraFields, {
          // This hook shows the one message of a failed upload itself (see uploadFailureNotice).
          silent: true,
          signal: controller.signal,
          onUploadProgress: (event) => {
            const percent = percentOf(event);
            setUploading((items) => items.map((item) => (item.key === key ? { ...item, percent } : item)));
          },
        });
        if (controller.signal.aborted) return;
        const next = [...latest.current, stored];
        latest.current = next;
        onChangeRef.current(next);
      } catch (failure) {
        const notice = uploadFailureNotice(failure, ERROR_MESSAGES.uploadFailed);
        if (notice && !controller.signal.aborted) fail(notice.message, notice.level);
      } finally {
        // Whatever happened, the file leaves the uploading list; the overlay closes with the last.
        controllers.current.delete(key);
        setUploading((items) => items.filter((item) => item.key !== key));
      }
    },
    [extraFields, fail],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      if (disabled || files.length === 0) return;
      const failure = checkBeforeUpload(files, {
        loggedIn,
        extensions,
        maxSizeMb,
        maxCount,
        existingCount: latest.current.length + controllers.current.size,
      });
      if (failure) {
        fail(failure.message);
        return;
      }
      setError(null);
      const batch = files.map((file) => ({ key: `upload-${(nextKey.current += 1)}`, file }));
      setUploading((items) => [...items, ...batch.map(({ key, file }) => ({ key, name: file.name, percent: null }))]);
      for (const { key, file } of batch) void send(file, key);
    },
    [disabled, loggedIn, extensions, maxSizeMb, maxCount, fail, send],
  );

  const paste = useCallback(
    (event: ClipboardEvent<HTMLElement>) => {
      if (disabled) return;
      const files = filesOfClipboard(event.clipboardData);
      event.preventDefault();
      if (files.length === 0) {
        fail(FILE_UPLOAD_TEXT.pasteNoFile);
        return;
      }
      add(files);
    },
    [disabled, add, fail],
  );

  const cancel = useCallback((key: string) => {
    // The request rejects as 'cancelled' and shows nothing; `send` removes the file.
    controllers.current.get(key)?.abort();
  }, []);

  const remove = useCallback((file: UploadedFile) => {
    const next = latest.current.filter((item) => item.id !== file.id);
    latest.current = next;
    onChangeRef.current(next);
  }, []);

  return { uploading, busy: uploading.length > 0, error, add, paste, cancel, remove };
}
