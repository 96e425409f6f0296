import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useAppDispatch } from '../../../app/store';
import { sessionActions } from '../../../stores/session.slice';
import { useUploadProfileImageMutation, type ProfileImageKind } from '../api/settings.api';
import { checkProfileImage, PROFILE_IMAGE_ACCEPT } from '../lib/profile-image';

interface ImageUploadProps {
  kind: ProfileImageKind;
  label: string;
  /** The current image, or what to show when there is none. */
  current: ReactNode;
  /** Classes of the preview frame (round for the avatar, wide for the logo). */
  frameClassName: string;
}

/** Pick, preview and upload one profile image (avatar or company logo). */
export function ImageUpload({ kind, label, current, frameClassName }: ImageUploadProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [upload, { isLoading }] = useUploadProfileImageMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function pick(picked: File | null) {
    const problem = picked ? checkProfileImage(picked) : null;
    setError(problem);
    setFile(problem ? null : picked);
  }

  function clear() {
    setFile(null);
    setInputKey((k) => k + 1);
  }

  async function save() {
    if (!file) return;
    const result = await upload({ kind, image: file });
    if ('error' in result) {
      setError(errorMessage(result.error, 'The image could not be uploaded, please try again'));
      return;
    }
    dispatch(sessionActions.agentUpdated(result.data));
    toast.success('Saved', `Your ${label.toLowerCase()} has been updated.`);
    clear();
  }

  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div
        className={`flex shrink-0 items-center justify-center overflow-hidden ring-1 ring-slate-200 ${frameClassName}`}
      >
        {preview ? (
          <img
            src={preview}
            alt={`New ${label.toLowerCase()} preview`}
            className="size-full object-contain"
          />
        ) : (
          current
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          key={inputKey}
          id={id}
          type="file"
          accept={PROFILE_IMAGE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        {error ? (
          <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            JPG, PNG or WEBP, up to 5 MB.
          </p>
        )}
        {file ? (
          <div className="flex gap-2">
            <Button size="sm" loading={isLoading} onClick={() => void save()}>
              Upload {label.toLowerCase()}
            </Button>
            <Button size="sm" variant="ghost" onClick={clear} disabled={isLoading}>
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
